import { parseBankInstant } from './bank-instant';

/**
 * 'mm:ss' for the OTP resend and lock-out countdowns, up to the lock screen's default hour
 * ('60:00'); a longer lock, such as the bank's day at its daily limits, shows 'h:mm:ss'.
 * Fractions round down, and anything negative or not a number shows '00:00' so a late tick
 * never renders '-1:59'.
 */
export function formatCountdown(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const two = (n: number) => String(n).padStart(2, '0');
  const hours = whole > 3600 ? Math.floor(whole / 3600) : 0;
  const mmSs = `${two(Math.floor((whole - hours * 3600) / 60))}:${two(whole % 60)}`;
  return hours ? `${hours}:${mmSs}` : mmSs;
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
