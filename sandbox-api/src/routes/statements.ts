import { linkedAccountByRef } from '../bank/accounts';
import { requireRegistered } from '../bank/customers';
import { isValidEmail, readPeriod } from '../bank/statement-request';
import { thaiIso } from '../clock';
import { badRequest } from '../errors/bank-error';
import { requiredString } from '../http/fields';
import { sessionRoute, verifiedRoute } from './bank-route';

export const statementRoutes = [
  sessionRoute('GET', '/statements/pre-generate-validate', ({ query, store }, session) => {
    const { link } = requireRegistered(store, session);
    const accountRef = query.get('bank_acc_id');
    if (!accountRef) throw badRequest('bank_acc_id is required');
    linkedAccountByRef(store, link, accountRef);
    return {};
  }),

  verifiedRoute('POST', '/statements', ['STATEMENT_REQUEST'], ({ body, store }, session) => {
    const { link } = requireRegistered(store, session);
    const account = linkedAccountByRef(store, link, requiredString(body, 'accountRef'));
    const language = body.Language;
    if (language !== 'TH' && language !== 'EN') throw badRequest('Language must be TH or EN');
    const now = store.clock.now();
    const period = readPeriod(body.FromBookingDateTime, body.ToBookingDateTime, now);
    if (!isValidEmail(body.Email)) throw badRequest('Email is invalid');
    store.emails.push({
      to: body.Email,
      accountRef: account.accountRef,
      accountNumber: account.accountNumber,
      accountType: account.accountType,
      language,
      fromBookingDateTime: body.FromBookingDateTime as string,
      toBookingDateTime: body.ToBookingDateTime as string,
      fromDate: period.fromDate,
      toDate: period.toDate,
      requestedAt: thaiIso(now),
      sub: session.sub,
    });
    // One verification, one statement: the token cannot mail the statement anywhere else.
    store.tokens.revoke(session.token);
    return {};
  }),
];
