import type { BankAccount } from 'shared-kernel';
import { ok, type RecordedRequest, type Reply, startFakeBank } from 'shared-kernel/testing';

/** Test support only: a customer verified for the flow, with a stored register reference. */
export function givenVerifiedCustomer(flow: 'register' | 'confirm-account' = 'register'): void {
  sessionStorage.setItem('flow', flow);
  sessionStorage.setItem('verifyToken', 'VT-1');
  localStorage.setItem('registerRef', 'REG-1');
}

/** A bank with one customer's accounts. */
export async function startAccountsBank(
  accounts: BankAccount[],
  overrides: Record<string, (r: RecordedRequest) => Reply | Promise<Reply>> = {},
) {
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
        return undefined;
    }
  });
  return {
    ...bank,
    calls: (path: string) => bank.requests.filter((r) => r.path === path),
  };
}
