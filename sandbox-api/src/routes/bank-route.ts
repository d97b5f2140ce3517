import type { Session, VerifySession } from '../auth/tokens';
import { BankError } from '../errors/bank-error';
import type { RequestContext } from '../http/request';
import type { SandboxDeps } from '../sandbox-deps';
import type { Store } from '../state/store';

// How a bank call is declared: its method, path (without the bank prefix), which token it
// needs, and a handler that returns the envelope's data or throws a BankError.

export type AuthMode = 'public' | 'session' | 'verified';

export interface BankCall extends RequestContext {
  deps: SandboxDeps;
  store: Store;
}

export interface BankRoute {
  method: string;
  path: string;
  auth: AuthMode;
  /** For verified calls: the verify-token flows ('register' or a purpose) it accepts. */
  flows?: readonly VerifyFlow[];
  handle(call: BankCall, session: Session | undefined): unknown;
}

/** Data answered with another status than 200 (KMA pending answers 202). */
export class WithStatus {
  constructor(
    readonly status: number,
    readonly data: unknown,
  ) {}
}

/** No token needed (LINE token exchange, flags, terms). */
export function publicRoute(method: string, path: string, handle: (call: BankCall) => unknown): BankRoute {
  return { method, path, auth: 'public', handle: (call) => handle(call) };
}

/** Any live access or verify token: the call acts for the LINE user. */
export function sessionRoute(method: string, path: string, handle: (call: BankCall, session: Session) => unknown): BankRoute {
  return { method, path, auth: 'session', handle: (call, session) => handle(call, required(session)) };
}

/**
 * What a verify token was earned for: 'register' for a registration, otherwise the purpose
 * named when verifying (OTHER when none or an unknown one was named).
 */
export type VerifyFlow = 'register' | 'DEREGISTRATION' | 'STATEMENT_REQUEST' | 'CONSENT_MANAGEMENT' | 'ACCOUNT_MANAGEMENT' | 'OTHER';

/**
 * Only a verify token from OTP or KMA, earned for one of `flows`: the call acts for a proven
 * customer, and only for the journey the customer proved themselves for. A token earned for a
 * statement cannot unregister or change the linked accounts.
 */
export function verifiedRoute(
  method: string,
  path: string,
  flows: readonly VerifyFlow[],
  handle: (call: BankCall, session: VerifySession) => unknown,
): BankRoute {
  return {
    method,
    path,
    auth: 'verified',
    flows,
    handle: (call, session) => {
      const live = required(session);
      if (live.kind !== 'verify') throw new BankError('LKS0107', { message: 'A verify token is required for this call' });
      if (!(flows as readonly string[]).includes(live.flow)) {
        throw new BankError('LKS0107', { message: `This verify token was earned for ${live.flow}, not for this call` });
      }
      return handle(call, live);
    },
  };
}

function required(session: Session | undefined): Session {
  if (!session) throw new BankError('LKS0107');
  return session;
}
