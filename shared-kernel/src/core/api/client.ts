import type { AxiosInstance, Method } from 'axios';
import * as v from 'valibot';
import { getRuntimeConfig } from '../config/runtime-config';
import type { CatalogueCode } from '../errors/catalogue';
import { SESSION_KEYS } from '../storage/keys';
import { sessionStore } from '../storage/stores';
import { ApiError, bankDateOf, normaliseError, otherError, serverError, sessionNotOpenError } from './normalised-error';
import { actionFor } from './actions';
import { tellListeners } from '../analytics/data-layer';
import { headersFor, sendsVerifyToken, type AuthKind } from './request-headers';
import { sessionReady } from '../session/session-ready';
import { forgetVerifyToken } from '../session/verified-journey';
import { currentChatIdToken } from './token-source';
import { AccessTokenAnswer, type ApiAction } from '../../kit/api/contract.generated';
import { createHttpClient } from './http-client';

export const API_PREFIX = '/services/lks/inter/api/v1';
export const TOKEN_EXPIRED = 'LKS0106' satisfies CatalogueCode;
/** The bank does not know the access token (for one, it was replaced by a newer one). */
export const TOKEN_INVALID = 'LKS0107' satisfies CatalogueCode;
/** The bank already exchanged this LINE ID token for another session (docs/bank-api.md, "Authentication"). */
const ID_TOKEN_REUSED = 'LINE_ID_TOKEN_REUSED';
/** The bank has this LINE ID token past its `exp`, on the bank's clock (docs/bank-api.md, "Authentication"). */
const ID_TOKEN_EXPIRED = 'LINE_ID_TOKEN_EXPIRED';
/**
 * The bank refused the LINE ID token as already exchanged, or as past its `exp` on the bank's
 * clock though the phone's gives it time: only LINE Login brings one it takes.
 */
export const spentIdToken = (error: unknown): boolean =>
  error instanceof ApiError && (error.code === ID_TOKEN_REUSED || error.code === ID_TOKEN_EXPIRED);
/** App-side code: the verify token expired; only a new OTP or KMA verification renews it. */
export const VERIFICATION_EXPIRED = 'VERIFICATION_EXPIRED';

let instance: AxiosInstance | null = null;

function http(): AxiosInstance {
  const config = getRuntimeConfig();
  instance ??= createHttpClient({ baseURL: `${config.apiBaseUrl}${API_PREFIX}`, timeout: config.requestTimeoutMs });
  return instance;
}

/** Tests and a runtime-config change start from a fresh instance. */
export function resetApiClient(): void {
  instance = null;
  refreshing = null;
}

// `data` may be missing: a refusal often carries only its code.
const EnvelopeSchema = v.object({ success: v.boolean(), code: v.optional(v.nullable(v.string())), data: v.optional(v.unknown()) });

/** What the page's error reporter hears of a bank answer the kernel refused (kit/observability/client-reports.ts). */
const BANK_CONTRACT_EVENT = 'bank_contract';

/** The bank's code for a call that did what it was asked; no code at all also counts. */
const SUCCESS_CODE = '0000';

export interface CallOptions<S extends v.GenericSchema> {
  method: Method;
  path: string;
  body?: unknown;
  params?: Record<string, string>;
  /** The shape `data` must have; nothing reaches a page unchecked. */
  schema: S;
  auth?: AuthKind;
  /**
   * The operation's X-Action, named by the call (`'…' satisfies ApiAction`) so that a call bundled
   * in a remote does not depend on the host's kernel knowing its operation. A call of a remote
   * built before the calls named theirs sends none, and the kernel's table answers (actions.ts).
   */
  action?: string;
  purpose?: string;
  /** Less than the runtime config's limit for one call (the start-up exchange's last try). */
  timeoutMs?: number;
}

export interface CallResult<T> {
  data: T;
  httpStatus: number;
}

function checkAnswer<S extends v.GenericSchema>(
  body: unknown,
  status: number,
  schema: S,
  call: string,
  bankDate?: string,
): v.InferOutput<S> {
  // 202 Accepted with no body: the bank has the request and no answer yet (KMA polling keeps going).
  if (status === 202 && (body === '' || body === null || body === undefined)) return checkData({}, schema, call);
  const envelope = v.safeParse(EnvelopeSchema, body);
  if (!envelope.success) throw brokenContract(call, '$', envelope.issues[0]);
  const { success, code, data } = envelope.output;
  // A refusal whatever the HTTP status; and success:true beside a refusal code is a refusal too.
  if (!success || (code && code !== SUCCESS_CODE)) throw new ApiError(serverError(body, status, bankDate));
  return checkData(data ?? {}, schema, call);
}

function checkData<S extends v.GenericSchema>(data: unknown, schema: S, call: string): v.InferOutput<S> {
  // The contract's `data` is an object (SuccessEnvelope); valibot's object() would take a list,
  // and read an answer whose fields all have defaults as those defaults.
  if (Array.isArray(data)) throw brokenContract(call, '$.data');
  const checked = v.safeParse(schema, data);
  if (!checked.success) throw brokenContract(call, '$.data', checked.issues[0]);
  return checked.output;
}

/**
 * An answer outside the bank's contract: refused as UNKNOWN (the customer's generic popup), and
 * told to the page's error reporter by the call's path (scrubbed by the reporter, made a template by
 * the host's collector), the field (`$.data.accounts[].accountStatus`) and what the contract
 * expects there, never the value (docs/deploying.md, "When the bank fails").
 */
function brokenContract(call: string, at: string, issue?: v.BaseIssue<unknown>): ApiError {
  const where = {
    bankPath: call,
    field: at + (issue?.path ?? []).map(({ key }) => (typeof key == 'number' ? '[]' : `.${String(key)}`)).join(''),
    expected: issue?.expected ?? 'Object',
  };
  tellListeners({ event: BANK_CONTRACT_EVENT, ...where });
  // Where, never the value (the debug panel shows the message: a value may be personal).
  return new ApiError(otherError(new Error(`Unexpected answer at ${where.field}`)));
}

/** The bank refused the access token this call carried. */
const refusedAccessToken = (code: string): boolean => code === TOKEN_EXPIRED || code === TOKEN_INVALID;

/** One call of docs/behaviour.md#bank-calls, with LKS0106 re-verification and retry. */
export async function callApiWithStatus<S extends v.GenericSchema>(opts: CallOptions<S>): Promise<CallResult<v.InferOutput<S>>> {
  const auth = opts.auth ?? 'access';
  const retries = getRuntimeConfig().retry.expiredTokenRetries;
  if (auth !== 'none' && !(await sessionReady())) throw new ApiError(sessionNotOpenError());
  for (let attempt = 0; ; attempt++) {
    const withVerifyToken = sendsVerifyToken(auth);
    // Which access token this attempt carries, to tell later whether another call renewed it.
    const usesAccessToken = auth !== 'none' && !withVerifyToken;
    const carried = sessionStore.get(SESSION_KEYS.accessToken);
    try {
      const response = await http().request({
        method: opts.method,
        url: opts.path,
        data: opts.body,
        params: opts.params && new URLSearchParams(opts.params),
        timeout: opts.timeoutMs,
        headers: headersFor({ auth, action: opts.action ?? actionFor(opts.method, opts.path), purpose: opts.purpose }),
      });
      return {
        data: checkAnswer(response.data, response.status, opts.schema, opts.path, bankDateOf(response.headers)),
        httpStatus: response.status,
      };
    } catch (error) {
      const detail = normaliseError(error);
      // The chat ID token renews the access token only; an expired verify token needs the customer.
      if (detail.code === TOKEN_EXPIRED && withVerifyToken) {
        forgetVerifyToken();
        throw new ApiError({ ...detail, code: VERIFICATION_EXPIRED });
      }
      if (usesAccessToken && refusedAccessToken(detail.code) && attempt < retries) {
        // Another call renewed the token while this one was out: the bank revoked the token it
        // carried (LKS0107) or still calls it expired. Retry with the new one; exchanging again
        // would revoke the token the other calls now use.
        const stored = sessionStore.get(SESSION_KEYS.accessToken);
        if (stored && stored !== carried) continue;
        if (detail.code === TOKEN_EXPIRED) {
          await refreshAccessToken();
          continue;
        }
      }
      throw new ApiError(detail);
    }
  }
}

export async function callApi<S extends v.GenericSchema>(opts: CallOptions<S>): Promise<v.InferOutput<S>> {
  return (await callApiWithStatus(opts)).data;
}

/** POST /verify-token: the chat ID token for the bank's access token. */
export async function exchangeChatIdToken(lineIdToken: string, timeoutMs?: number): Promise<string> {
  const oldAccessToken = sessionStore.get(SESSION_KEYS.accessToken) ?? undefined;
  const { accessToken } = await callApi({
    method: 'POST',
    path: '/verify-token',
    action: 'VERIFY_CHAT_TOKEN' satisfies ApiAction,
    body: { lineIdToken, oldAccessToken },
    schema: AccessTokenAnswer,
    auth: 'none',
    timeoutMs,
  });
  sessionStore.set(SESSION_KEYS.accessToken, accessToken);
  return accessToken;
}

let refreshing: Promise<string> | null = null;

/**
 * Concurrent requests that all hit LKS0106 share one re-verification. A failure is always the
 * normalised error (a LIFF or network failure included), never a bare one.
 */
export function refreshAccessToken(): Promise<string> {
  refreshing ??= (async () => {
    try {
      for (let spent = false; ; spent = true) {
        const idToken = await currentChatIdToken(spent);
        if (!idToken) throw new ApiError(otherError(new Error('No chat ID token to re-verify with')));
        try {
          return await exchangeChatIdToken(idToken);
        } catch (error) {
          // As at the start-up (session/token-exchange.ts): a token refused as spent is renewed by
          // LINE Login, which comes back to this screen; tried once, whatever the second answer.
          if (spent || !spentIdToken(error)) throw error;
        }
      }
    } catch (error) {
      throw error instanceof ApiError ? error : new ApiError(normaliseError(error));
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}
