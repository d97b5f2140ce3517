import { randomBytes } from 'node:crypto';
import { BankError } from '../errors/bank-error';
import type { SandboxClock } from '../clock';

// Access tokens name a LINE user; verify tokens also name the customer that user proved to be
// (by OTP or KMA) and what for. Both are opaque. Expiry is judged against the lifetime in force
// now, so shortening it through the control endpoint expires tokens already handed out: that
// is how a test provokes LKS0106 on the very next call.

export const DEFAULT_TOKEN_LIFETIME_SECONDS = 30 * 60;
/**
 * A verify token is the customer's proof for money-adjacent calls (accounts, statement, consent,
 * cancel), so it ends sooner than the session: 15 minutes from the verification, whatever the
 * customer does meanwhile. The app drops it after 10 idle minutes itself; this is the bank's
 * own bound for a token the app failed to drop (docs/bank-api.md, "Authentication").
 */
export const VERIFY_TOKEN_MAX_AGE_SECONDS = 15 * 60;
/** Live access tokens one LINE user may hold; a new one revokes the oldest. */
export const MAX_ACCESS_TOKENS_PER_USER = 5;

interface SessionBase {
  token: string;
  sub: string;
  issuedAt: number;
}

export interface AccessSession extends SessionBase {
  kind: 'access';
}

export interface VerifySession extends SessionBase {
  kind: 'verify';
  customerId: string;
  /** 'register' for registration; otherwise the verification purpose (or OTHER). */
  flow: string;
  registerRef: string | null;
}

export type Session = AccessSession | VerifySession;

export class TokenStore {
  private readonly sessions = new Map<string, Session>();
  lifetimeSeconds = DEFAULT_TOKEN_LIFETIME_SECONDS;

  constructor(private readonly clock: SandboxClock) {}

  /**
   * Every exchange first forgets expired tokens (of everyone), then keeps the user's newest
   * MAX_ACCESS_TOKENS_PER_USER - 1 so the new one makes at most the cap.
   */
  issueAccess(sub: string): AccessSession {
    this.purgeExpired();
    const own = [...this.sessions.values()].filter((held) => held.sub === sub && held.kind === 'access');
    for (const old of own.slice(0, Math.max(0, own.length - (MAX_ACCESS_TOKENS_PER_USER - 1)))) this.revoke(old.token);
    const session: AccessSession = { kind: 'access', token: newToken('at'), sub, issuedAt: this.clock.now() };
    this.sessions.set(session.token, session);
    return session;
  }

  issueVerify(sub: string, customerId: string, flow: string, registerRef: string | null = null): VerifySession {
    const session: VerifySession = {
      kind: 'verify',
      token: newToken('vt'),
      sub,
      issuedAt: this.clock.now(),
      customerId,
      flow,
      registerRef,
    };
    this.sessions.set(session.token, session);
    return session;
  }

  /** The session behind a token whether or not it has expired (for revoking one's own). */
  peek(token: string): Session | undefined {
    return this.sessions.get(token);
  }

  revoke(token: string): void {
    this.sessions.delete(token);
  }

  private purgeExpired(): void {
    const cutoff = this.clock.now() - this.lifetimeSeconds * 1000;
    for (const [token, session] of this.sessions) if (session.issuedAt <= cutoff) this.sessions.delete(token);
  }

  /** Throws LKS0107 for a missing or unknown token, LKS0106 for an expired one. */
  resolve(token: string | undefined): Session {
    if (!token) throw new BankError('LKS0107', { message: 'Authorization bearer token is missing' });
    const session = this.sessions.get(token);
    if (!session) throw new BankError('LKS0107');
    if (this.clock.now() >= session.issuedAt + this.lifetimeOf(session) * 1000) throw new BankError('LKS0106');
    return session;
  }

  /** The lifetime in force (the control may shorten it); a verify token's never past its own bound. */
  private lifetimeOf(session: Session): number {
    return session.kind === 'verify' ? Math.min(this.lifetimeSeconds, VERIFY_TOKEN_MAX_AGE_SECONDS) : this.lifetimeSeconds;
  }

  countFor(sub: string): { access: number; verify: number } {
    let access = 0;
    let verify = 0;
    for (const session of this.sessions.values()) {
      if (session.sub !== sub) continue;
      if (session.kind === 'access') access += 1;
      else verify += 1;
    }
    return { access, verify };
  }
}

function newToken(kind: 'at' | 'vt'): string {
  return `sbx-${kind}-${randomBytes(24).toString('base64url')}`;
}
