import { parseBankInstant } from './bank-instant';

/**
 * 'mm:ss' for the OTP resend and lock-out countdowns. Minutes are not wrapped into hours:
 * the lock screen's 3600 s shows as '60:00'. Fractions round down, and anything negative or
 * not a number shows '00:00' so a late tick never renders '-1:59'.
 */
export function formatMmSs(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const minutes = String(Math.floor(whole / 60)).padStart(2, '0');
  const rest = String(whole % 60).padStart(2, '0');
  return `${minutes}:${rest}`;
}

/**
 * Whole seconds left until an instant such as metadata.cooldownFinishedAt or the OTP expiry
 * (read by parseBankInstant). Rounds up, so the screen reaches 00:00 only once the time has
 * really passed. A missing or unreadable instant gives `unreadable`: 0 (already passed) unless
 * the caller says otherwise.
 */
export function secondsUntil(isoInstant: string | null | undefined, now: Date = new Date(), unreadable = 0): number {
  const target = parseBankInstant(isoInstant);
  if (Number.isNaN(target)) return unreadable;
  return Math.max(0, Math.ceil((target - now.getTime()) / 1000));
}
