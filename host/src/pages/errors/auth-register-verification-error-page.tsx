import { PATHS, useKernelTexts } from 'shared-kernel';
import { ErrorPage } from './error-page';

export default function AuthRegisterVerificationErrorPage() {
  const { PAGE_TEXTS } = useKernelTexts();
  return <ErrorPage page={PATHS.authRegisterVerificationError} {...PAGE_TEXTS.authRegisterVerificationError} />;
}
