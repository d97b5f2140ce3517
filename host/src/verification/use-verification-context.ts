import { useAtomValue, useSetAtom } from 'jotai';
import { currentFlow, patchRegistrationAtom, registerRefOf, registrationAtom } from 'shared-kernel';
import { verificationMode } from './verification-flow';

/** What every verification screen reads first: the flow, registration or service mode, and the registration's reference. */
export function useVerificationContext() {
  const registration = useAtomValue(registrationAtom);
  const patchRegistration = useSetAtom(patchRegistrationAtom);
  const flow = currentFlow();
  const mode = verificationMode(flow, registration.registerRef);
  return { registration, patchRegistration, flow, mode, registerRef: registerRefOf(registration.registerRef) };
}
