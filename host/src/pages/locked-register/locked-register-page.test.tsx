import { act, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { LockState } from 'shared-kernel';
import { renderInApp } from 'shared-kernel/testing';
import LockedRegisterPage from './locked-register-page';

/** Arrives at /locked-register the way the kernel's error handler sends people: with router state. */
function ArriveLocked({ state }: { state: LockState | null }) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (location.pathname === '/otp') navigate('/locked-register', { replace: true, state });
  }, [location.pathname, navigate, state]);
  return location.pathname === '/locked-register' ? <LockedRegisterPage /> : null;
}

const countdown = () => screen.getByRole('timer');
const location = () => screen.getByRole('status', { name: 'ที่อยู่ปัจจุบัน' });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('/locked-register', () => {
  it('counts the cooldown down in mm:ss and, at zero, goes where the lock says', () => {
    renderInApp(<ArriveLocked state={{ seconds: 65, verifyBy: 'receive-otp' }} />, { path: '/otp', route: '*' });
    expect(screen.getByRole('heading', { name: 'ระงับการทำรายการชั่วคราว' })).toBeVisible();
    expect(countdown()).toHaveTextContent('01:05');
    act(() => jest.advanceTimersByTime(6000));
    expect(countdown()).toHaveTextContent('00:59');
    act(() => jest.advanceTimersByTime(59_000));
    expect(location()).toHaveTextContent('/receive-otp');
  });

  it('ends when the cooldown has passed though the phone clock was set back an hour meanwhile (as a time sync does)', () => {
    renderInApp(<ArriveLocked state={{ seconds: 65, verifyBy: 'info' }} />, { path: '/otp', route: '*' });
    act(() => jest.advanceTimersByTime(5_000));
    act(() => jest.setSystemTime(Date.now() - 3_600_000));
    act(() => jest.advanceTimersByTime(1_000));
    expect(countdown()).toHaveTextContent('00:59');
    act(() => jest.advanceTimersByTime(59_000));
    expect(location()).toHaveTextContent('/info');
  });

  it('reloaded ten minutes into a 15-minute lock (the router state outlives a reload), counts the five minutes left', () => {
    renderInApp(<ArriveLocked state={{ seconds: 900, verifyBy: 'receive-otp', at: Date.now() - 600_000 }} />, { path: '/otp', route: '*' });
    expect(countdown()).toHaveTextContent('05:00');
    act(() => jest.advanceTimersByTime(300_000));
    expect(location()).toHaveTextContent('/receive-otp');
  });

  it("shows the bank's day-long lock in hours, minutes and seconds", () => {
    renderInApp(<ArriveLocked state={{ seconds: 24 * 3600, verifyBy: 'info' }} />, { path: '/otp', route: '*' });
    expect(countdown()).toHaveTextContent('24:00:00');
    act(() => jest.advanceTimersByTime(23 * 3600_000 + 1000));
    expect(countdown()).toHaveTextContent('59:59');
  });

  it('offers the hotline as a phone call', () => {
    renderInApp(<ArriveLocked state={{ seconds: 10, verifyBy: 'info' }} />, { path: '/otp', route: '*' });
    expect(screen.getByRole('link', { name: 'โทร 1572' })).toHaveAttribute('href', 'tel:1572');
  });

  it('without router state waits the default hour and returns to /info', () => {
    renderInApp(<ArriveLocked state={null} />, { path: '/otp', route: '*' });
    expect(countdown()).toHaveTextContent('60:00');
    act(() => jest.advanceTimersByTime(3600_000));
    expect(location()).toHaveTextContent('/info');
  });

  it('stops its clock when the customer leaves', () => {
    const { unmount } = renderInApp(<ArriveLocked state={{ seconds: 30, verifyBy: 'info' }} />, { path: '/otp', route: '*' });
    expect(jest.getTimerCount()).toBeGreaterThan(0);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
