import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** How long a success popup stays up, for tests that let it close on the held clock. */
export { SUCCESS_POPUP_MS } from '../core/state/popups';

/**
 * Puts the app's own timers (a success popup's 2 s, the survey's 1.5 s pause, the captcha's
 * close) on a clock the test moves, while the bank's answers still travel for real (promise jobs,
 * setImmediate and the network are left alone): a test of what happens after such a wait then
 * never bets on how much of the machine's time it gets meanwhile, which a loaded machine
 * stretches. Testing Library's waits move this clock too, 50 ms a look, one turn of the event
 * loop each. Returns the customer, whose typing and taps run on the same clock; the shared jest
 * setup puts the real clock back after each test.
 */
export function holdTheClock(): ReturnType<typeof userEvent.setup> {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
}

/** `ms` pass on the held clock (holdTheClock): whatever the app timed for them happens. */
export function timePasses(ms: number): void {
  act(() => jest.advanceTimersByTime(ms));
}
