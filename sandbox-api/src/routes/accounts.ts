import { assertLinkable, assertRoomForOneMore, accountView, linkedAccountByRef } from '../bank/accounts';
import { accountListFor, draftOf, viewList } from '../bank/account-lists';
import { requireRegistered } from '../bank/customers';
import { assertAccountList, readAccountList } from '../bank/submitted-accounts';
import { BankError, badRequest } from '../errors/bank-error';
import { isObject, optionalString, requiredArray, requiredString } from '../http/fields';
import { newId } from '../state/store';
import { verifiedRoute } from './bank-route';

export const accountRoutes = [
  verifiedRoute('GET', '/bank-accounts', ['register', 'ACCOUNT_MANAGEMENT'], ({ store }, session) => ({
    accounts: viewList(store, session.sub, accountListFor(store, session)),
  })),

  verifiedRoute('POST', '/bank-accounts/soft-add', ['register', 'ACCOUNT_MANAGEMENT'], ({ body, store }, session) => {
    const accountNumber = requiredString(body, 'accountNumber');
    const list = accountListFor(store, session, optionalString(body, 'registerRef'));
    const current = viewList(store, session.sub, list);
    assertRoomForOneMore(current.length);
    const account = assertLinkable(store, list.customerId, accountNumber);
    if (current.some((item) => item.accountNumber === accountNumber)) throw new BankError('LKS0505');
    if (list.kind === 'registration') list.registration.workingSet?.push(accountNumber);
    else list.draft.added.push(accountNumber);
    return { account: accountView(account, null, false) };
  }),

  verifiedRoute('POST', '/bank-accounts/soft-delete', ['ACCOUNT_MANAGEMENT'], ({ body, store }, session) => {
    const accountId = requiredString(body, 'accountId');
    const { link } = requireRegistered(store, session);
    const draft = draftOf(store, session.sub);
    const remaining = link.accounts.filter((account) => !draft.deletedAccountIds.includes(account.accountId));
    if (!remaining.some((account) => account.accountId === accountId)) throw new BankError('LKS0503');
    if (remaining.length + draft.added.length <= 1) throw badRequest('at least one account must be kept');
    draft.deletedAccountIds.push(accountId);
    return {};
  }),

  verifiedRoute('POST', '/bank-accounts/submit', ['ACCOUNT_MANAGEMENT'], ({ body, store }, session) => {
    const { link, customer } = requireRegistered(store, session);
    const raw = requiredArray(body, 'accounts');
    const accounts = readAccountList(raw);
    for (const item of raw) {
      if (isObject(item) && typeof item.accountId === 'string' && item.accountId !== '') {
        const known = link.accounts.find((account) => account.accountId === item.accountId);
        if (!known || known.accountNumber !== item.accountNumber) throw new BankError('LKS0503');
      }
    }
    assertAccountList(store, customer.id, accounts);
    const now = store.clock.now();
    // Accounts that stay keep their accountId; new ones get one now.
    link.accounts = accounts.map((account) => {
      const before = link.accounts.find((existing) => existing.accountNumber === account.accountNumber);
      return {
        accountId: before?.accountId ?? newId('ACC'),
        accountNumber: account.accountNumber,
        isNotificationEnabled: account.isNotificationEnabled,
        linkedAt: before?.linkedAt ?? now,
      };
    });
    store.drafts.delete(session.sub);
    return {};
  }),

  // The full account number and the e-mail address: for the customer verified for a statement.
  verifiedRoute('POST', '/bank-accounts/account-details/statement', ['STATEMENT_REQUEST'], ({ body, store }, session) => {
    const accountRef = requiredString(body, 'accountRef');
    const { link, customer } = requireRegistered(store, session);
    const account = linkedAccountByRef(store, link, accountRef);
    return { accountNumber: account.accountNumber, accountType: account.accountType, accountRef, email: customer.email };
  }),
];
