import { daysBetween, isCalendarDate, thaiDate } from '../clock';
import { badRequest } from '../errors/bank-error';

// What the bank accepts as a statement request: whole Thai days, at most 12 months back
// (365 days), nothing after today in Thailand, and an address that can receive mail.

export const MAX_STATEMENT_DAYS = 365;
const FROM_PATTERN = /^(\d{4}-\d{2}-\d{2})T00:00:00\+07:00$/;
const TO_PATTERN = /^(\d{4}-\d{2}-\d{2})T23:59:59\+07:00$/;
/** docs/behaviour.md#input-rules: local part 1-64 of letters, digits and . _ + -, a dotted domain, a TLD of 2+ letters. */
const EMAIL_PATTERN = /^[A-Za-z0-9._+-]{1,64}@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

export interface StatementPeriod {
  fromDate: string;
  toDate: string;
}

export function readPeriod(from: unknown, to: unknown, now: number): StatementPeriod {
  const fromMatch = typeof from === 'string' ? FROM_PATTERN.exec(from) : null;
  const toMatch = typeof to === 'string' ? TO_PATTERN.exec(to) : null;
  if (!fromMatch?.[1] || !isCalendarDate(fromMatch[1])) throw badRequest('FromBookingDateTime must be YYYY-MM-DDT00:00:00+07:00');
  if (!toMatch?.[1] || !isCalendarDate(toMatch[1])) throw badRequest('ToBookingDateTime must be YYYY-MM-DDT23:59:59+07:00');
  const fromDate = fromMatch[1];
  const toDate = toMatch[1];
  if (fromDate > toDate) throw badRequest('FromBookingDateTime is after ToBookingDateTime');
  if (toDate > thaiDate(now)) throw badRequest('ToBookingDateTime is in the future');
  if (daysBetween(fromDate, toDate) > MAX_STATEMENT_DAYS) throw badRequest('statement period is longer than 12 months');
  return { fromDate, toDate };
}

export function isValidEmail(email: unknown): email is string {
  return typeof email === 'string' && email.length <= 320 && EMAIL_PATTERN.test(email);
}
