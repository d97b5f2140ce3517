import { isAxiosError } from 'axios';
import * as v from 'valibot';
import { LONGEST_LOCK_SECONDS } from '../errors/catalogue';
import { parseBankInstant } from '../../kit/format/bank-instant';

/** docs/behaviour.md#normalised-error: the one shape every failed call is turned into. */
export interface NormalisedError {
  success: false;
  code: string;
  message: string;
  detailedErrors: unknown;
  metadata: { profileStatus: string; cooldownFinishedAt: string };
  /** HTTP status when the server answered; not part of the bank's shape, used for 202/401 logic. */
  httpStatus?: number;
}

export const NETWORK_ERROR = 'NETWORK_ERROR';
/** App-side code: the start-up could not exchange the chat token, so a call that needs one is not sent. */
export const SESSION_NOT_OPEN = 'SESSION_NOT_OPEN';
export const UNKNOWN_CODE = 'UNKNOWN';

const ServerErrorSchema = v.object({
  code: v.optional(v.nullable(v.string())),
  message: v.optional(v.nullable(v.string())),
  detailedErrors: v.optional(v.unknown()),
  metadata: v.optional(
    v.nullable(
      v.object({
        profileStatus: v.optional(v.nullable(v.string())),
        cooldownFinishedAt: v.optional(v.nullable(v.string())),
      }),
    ),
  ),
});

/** A failure the app itself reports, with no answer from the bank behind it. */
function appError(code: string, message: string): NormalisedError {
  return { success: false, code, message, detailedErrors: null, metadata: { profileStatus: 'UNKNOWN', cooldownFinishedAt: '' } };
}

export const networkError = (): NormalisedError => appError(NETWORK_ERROR, 'Network error occurred. Please check your connection.');

/** What a call that needs a token answers after a failed start-up exchange: it never reached the bank. */
export const sessionNotOpenError = (): NormalisedError =>
  appError(SESSION_NOT_OPEN, 'The session could not be opened, so the call was not sent.');

/**
 * The cooldown's end on this phone's clock, never further ahead than the catalogue's longest
 * lock. The bank writes it on its own clock, and its answer's Date header says what that clock
 * read: the time left between the two runs from now on the phone, which may be hours off the
 * bank (a lock read on a phone's clock ended at once on a phone fast by more than the lock). No
 * readable header, or one past the cooldown by more than a minute, and the phone's clock stands
 * in for the bank's; so too for one further behind it than any lock (a broken gateway's clock, or
 * a broken cooldown), unless the phone reads that lock as over: then the longest lock stands.
 */
function cooldownOnThisPhone(cooldownFinishedAt: string, bankDate?: string, now = Date.now()): string {
  const end = parseBankInstant(cooldownFinishedAt);
  if (!Number.isFinite(end)) return cooldownFinishedAt;
  const longest = LONGEST_LOCK_SECONDS * 1000;
  const fromBank = end - Date.parse(bankDate ?? '');
  let left = end - now;
  if (fromBank > -60_000 && (fromBank < longest + 60_000 || left <= 0)) left = fromBank;
  return new Date(now + Math.min(left, longest)).toISOString();
}

/** `bankDate`: the answer's Date header, the bank's clock when it answered. */
export function serverError(body: unknown, httpStatus?: number, bankDate?: string): NormalisedError {
  const parsed = v.safeParse(ServerErrorSchema, body);
  const server = parsed.success ? parsed.output : {};
  return {
    success: false,
    code: server.code || UNKNOWN_CODE,
    message: server.message || 'An unexpected error occurred.',
    detailedErrors: server.detailedErrors ?? null,
    metadata: {
      profileStatus: server.metadata?.profileStatus || 'UNKNOWN',
      cooldownFinishedAt: cooldownOnThisPhone(server.metadata?.cooldownFinishedAt || '', bankDate),
    },
    httpStatus,
  };
}

/** The Date header of a bank answer (axios keeps header names lower-case). */
export const bankDateOf = (headers: unknown): string | undefined => (headers as Record<string, unknown> | undefined)?.['date']?.toString();

export function otherError(error: unknown): NormalisedError {
  const message = error instanceof Error && error.message ? error.message : 'Error in sending request';
  return appError(UNKNOWN_CODE, message);
}

/** Turns anything a call can throw into the bank's error shape. */
export function normaliseError(error: unknown): NormalisedError {
  if (error instanceof ApiError) return error.detail;
  if (isAxiosError(error)) {
    if (error.response) return serverError(error.response.data, error.response.status, bankDateOf(error.response.headers));
    if (error.request || error.code === 'ERR_NETWORK') return networkError();
  }
  return otherError(error);
}

/** What call functions throw: carries the normalised error so catch blocks need no parsing. */
export class ApiError extends Error {
  constructor(readonly detail: NormalisedError) {
    super(`${detail.code}: ${detail.message}`);
    this.name = 'ApiError';
  }
  get code(): string {
    return this.detail.code;
  }
}
