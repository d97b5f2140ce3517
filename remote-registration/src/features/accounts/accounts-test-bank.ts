import { getDefaultStore } from 'jotai';
import {
  FEATURE_FLAG_DEFAULTS,
  featureFlagsAtom,
  registrationAtom,
  REGISTRATION_DEFAULTS,
  type BankAccount,
} from 'shared-kernel';
import { fail, ok, startFakeBank, type RecordedRequest } from '../../../../shared-kernel/src/testing/fake-bank-server';

/** Test support only: a bank with one customer's accounts, and a clean app state. */
export const account = (accountNumber: string, extra: Partial<BankAccount> = {}): BankAccount => ({
  accountId: null,
  accountNumber,
  accountType: 'SVNG',
  isNotificationEnabled: false,
  accountStatus: 'Active',
  accountRef: '',
  ...extra,
});

export function resetAppState(flow: 'register' | 'confirm-account' = 'register'): void {
  sessionStorage.clear();
  localStorage.clear();
  sessionStorage.setItem('flow', flow);
  sessionStorage.setItem('verifyToken', 'VT-1');
  localStorage.setItem('registerRef', 'REG-1');
  getDefaultStore().set(registrationAtom, REGISTRATION_DEFAULTS);
  getDefaultStore().set(featureFlagsAtom, FEATURE_FLAG_DEFAULTS);
}

export type Reply = ReturnType<typeof ok>;

export async function startAccountsBank(accounts: BankAccount[], overrides: Record<string, (r: RecordedRequest) => Reply> = {}) {
  const bank = await startFakeBank((request) => {
    const override = overrides[request.path];
    if (override) return override(request);
    switch (request.path) {
      case '/bank-accounts':
        return ok({ accounts });
      case '/registers/submit':
        return ok({ mustConsent: false });
      case '/bank-accounts/submit':
      case '/bank-accounts/soft-delete':
        return ok({});
      default:
        return fail('UNKNOWN', 404);
    }
  });
  return {
    ...bank,
    calls: (path: string) => bank.requests.filter((r) => r.path === path),
  };
}
