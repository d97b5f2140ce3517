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

/** Only a verify token from OTP or KMA: the call acts for a proven customer. */
export function verifiedRoute(method: string, path: string, handle: (call: BankCall, session: VerifySession) => unknown): BankRoute {
  return {
    method,
    path,
    auth: 'verified',
    handle: (call, session) => {
      const live = required(session);
      if (live.kind !== 'verify') throw new BankError('LKS0107', { message: 'A verify token is required for this call' });
      return handle(call, live);
    },
  };
}

function required(session: Session | undefined): Session {
  if (!session) throw new BankError('LKS0107');
  return session;
}
