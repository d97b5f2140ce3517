import { parseBankInstant } from '../../kit/format/bank-instant';
import { secondsUntil } from '../../kit/format/countdown';
import { PATHS } from '../routing/paths';

export type LockVerifyBy = 'info' | 'receive-otp' | 'request-setting';

/** What /locked-register needs, carried in router state (never in the URL). */
export interface LockState {
  seconds: number;
  verifyBy: LockVerifyBy;
  /** The phone's clock (ms) when the lock was read: the state outlives a reload, which counts on from here. */
  at?: number;
}

export const LOCK_RETURN_PATHS: Record<LockVerifyBy, string> = {
  info: PATHS.info,
  'receive-otp': PATHS.receiveOtp,
  'request-setting': PATHS.requestSetting,
};

/** The cooldown comes from metadata.cooldownFinishedAt; without one, the catalogue's default. */
export function lockStateFrom(
  cooldownFinishedAt: string,
  defaultSeconds: number,
  verifyBy: LockVerifyBy = 'info',
  now: Date = new Date(),
): LockState {
  const known = Number.isFinite(parseBankInstant(cooldownFinishedAt));
  return { seconds: known ? secondsUntil(cooldownFinishedAt, now) : defaultSeconds, verifyBy, at: now.getTime() };
}
