import { act, renderHook } from '@testing-library/react';
import { RESEND_COUNTDOWN_MS, useOtpResendCountdown } from './use-otp-resend-countdown';

const renderCountdown = () => renderHook(() => useOtpResendCountdown());

describe('useOtpResendCountdown', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-11-20T03:00:00Z') });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('counts down one minute in whole seconds, then offers the resend', () => {
    const { result } = renderCountdown();
    expect(RESEND_COUNTDOWN_MS).toBe(60_000);
    expect(result.current).toMatchObject({ running: true, secondsLeft: 60 });

    act(() => jest.advanceTimersByTime(1_000));
    expect(result.current).toMatchObject({ running: true, secondsLeft: 59 });

    act(() => jest.advanceTimersByTime(58_000));
    expect(result.current).toMatchObject({ running: true, secondsLeft: 1 });

    act(() => jest.advanceTimersByTime(1_000));
    expect(result.current.running).toBe(false);
  });

  it('starts the minute again when a new code is sent', () => {
    const { result } = renderCountdown();
    act(() => jest.advanceTimersByTime(RESEND_COUNTDOWN_MS));
    expect(result.current.running).toBe(false);

    act(() => result.current.restart());
    expect(result.current).toMatchObject({ running: true, secondsLeft: 60 });

    act(() => jest.advanceTimersByTime(30_000));
    expect(result.current).toMatchObject({ running: true, secondsLeft: 30 });
  });

  it('never shows more than the full minute while the page clock has not ticked since the new code', () => {
    const { result } = renderCountdown();
    act(() => jest.advanceTimersByTime(500));
    act(() => result.current.restart());
    expect(result.current.secondsLeft).toBe(60);
  });

  it('offers the resend a minute after the code when the phone clock is set back an hour meanwhile (as a time sync does)', () => {
    const { result } = renderCountdown();
    act(() => jest.advanceTimersByTime(10_000));
    act(() => jest.setSystemTime(Date.now() - 3_600_000));
    act(() => jest.advanceTimersByTime(1_000));
    expect(result.current).toMatchObject({ running: true, secondsLeft: 49 });
    act(() => jest.advanceTimersByTime(49_000));
    expect(result.current.running).toBe(false);
  });

  it('counts the full minute for a code sent just after the phone clock was set back, before the page ticked', () => {
    const { result } = renderCountdown();
    act(() => jest.advanceTimersByTime(RESEND_COUNTDOWN_MS));
    act(() => jest.setSystemTime(Date.now() - 3_600_000));
    act(() => result.current.restart());
    act(() => jest.advanceTimersByTime(1_000));
    expect(result.current).toMatchObject({ running: true, secondsLeft: 59 });
  });

  it('catches up as soon as a phone that slept ticks again, though its timers and monotonic clock stood still', () => {
    const { result } = renderCountdown();
    act(() => jest.advanceTimersByTime(1_000));
    act(() => jest.setSystemTime(Date.now() + 45_000));
    act(() => jest.advanceTimersByTime(1_000));
    expect(result.current).toMatchObject({ running: true, secondsLeft: 13 });
  });
});
