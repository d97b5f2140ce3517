import { json } from '../http/reply';
import { accountRefFor, SEED } from '../state/seed';
import { control } from './control-route';

export const seedControls = [
  control('GET', '/health', ({ deps }) => json(200, { ok: true, url: deps.sandboxUrl() })),
  // The seed with each account's reference, which the app needs for statement links.
  control('GET', '/seed', ({ deps }) =>
    json(200, {
      ...SEED,
      customers: SEED.customers.map((customer) => ({
        ...customer,
        accounts: customer.accounts.map((account) => ({
          ...account,
          accountRef: accountRefFor(deps.store.accountRefKey, account.accountNumber),
        })),
      })),
    }),
  ),
];
