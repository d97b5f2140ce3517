import { CATALOGUE, type ProfileStatus } from './catalogue';

export interface BankErrorOptions {
  status?: number;
  message?: string;
  profileStatus?: ProfileStatus;
  /** Already formatted (thaiIso); empty when the error carries no cooldown. */
  cooldownFinishedAt?: string;
}

/**
 * Thrown anywhere in a bank handler; the router turns it into the error envelope. Plain
 * validation failures use code UNKNOWN, which is also what the front end defaults to.
 */
export class BankError extends Error {
  readonly code: string;
  readonly status: number;
  readonly profileStatus: ProfileStatus;
  readonly cooldownFinishedAt: string;

  constructor(code: string, options: BankErrorOptions = {}) {
    const entry = CATALOGUE[code];
    super(options.message ?? entry?.message ?? 'An unexpected error occurred.');
    this.code = code;
    this.status = options.status ?? entry?.status ?? 400;
    this.profileStatus = options.profileStatus ?? entry?.profileStatus ?? 'UNKNOWN';
    this.cooldownFinishedAt = options.cooldownFinishedAt ?? '';
  }
}

/** A request the bank cannot make sense of: bad field, wrong id, rule outside the catalogue. */
export function badRequest(message: string): BankError {
  return new BankError('UNKNOWN', { status: 400, message });
}

export function notFound(message: string): BankError {
  return new BankError('UNKNOWN', { status: 404, message });
}

/** A request that contradicts what the bank already recorded (a second or contrary result). */
export function conflict(message: string): BankError {
  return new BankError('UNKNOWN', { status: 409, message });
}
