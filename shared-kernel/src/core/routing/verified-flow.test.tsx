import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInApp } from '../../testing/render-in-app';
import { storeVerifyToken } from '../session/verification-earned';
import { startLoading } from '../state/popups';
import { useVerifiedFlow } from './verified-flow';

function Guarded({ entry }: { entry?: string }) {
  return useVerifiedFlow('unbinding', entry) ? <p>หน้าที่ต้องยืนยันตัวตน</p> : null;
}

const location = () => screen.getByRole('status', { name: 'ที่อยู่ปัจจุบัน' });

describe('useVerifiedFlow', () => {
  it('draws the page when verified for its flow', () => {
    sessionStorage.setItem('verifyToken', 'vt');
    sessionStorage.setItem('flow', 'unbinding');
    renderInApp(<Guarded />, { path: '/unbinding' });
    expect(screen.getByText('หน้าที่ต้องยืนยันตัวตน')).toBeVisible();
  });

  it('otherwise sets the flow and sends the customer to choose a verification method', async () => {
    renderInApp(<Guarded />, { path: '/unbinding' });
    await waitFor(() => expect(screen.getByRole('status', { name: 'ที่อยู่ปัจจุบัน' })).toHaveTextContent('/request-setting'));
    expect(sessionStorage.getItem('flow')).toBe('unbinding');
    expect(screen.queryByText('หน้าที่ต้องยืนยันตัวตน')).not.toBeInTheDocument();
  });

  it('does not accept a token earned for another flow, and drops it', async () => {
    sessionStorage.setItem('verifyToken', 'vt-consent');
    sessionStorage.setItem('flow', 'manage-consent');
    renderInApp(<Guarded />, { path: '/unbinding' });
    await waitFor(() => expect(location()).toHaveTextContent('/request-setting'));
    expect(sessionStorage.getItem('flow')).toBe('unbinding');
    expect(sessionStorage.getItem('verifyToken')).toBeNull();
  });

  it('sends the customer through the page’s own entry when it has one', async () => {
    renderInApp(<Guarded entry="/request-statement?accountRef=AR-1" />, { path: '/unbinding' });
    await waitFor(() => expect(location()).toHaveTextContent('/request-statement?accountRef=AR-1'));
    expect(screen.queryByText('หน้าที่ต้องยืนยันตัวตน')).not.toBeInTheDocument();
  });
});

describe('an idle verified page', () => {
  const TEN_MINUTES = 10 * 60 * 1000;
  const idleMessage = () => screen.queryByRole('alertdialog', { name: 'หมดเวลาทำรายการ' });

  beforeEach(() => {
    jest.useFakeTimers();
    sessionStorage.setItem('accessToken', 'at-1');
    sessionStorage.setItem('verifyToken', 'vt');
    sessionStorage.setItem('flow', 'unbinding');
  });
  afterEach(() => jest.useRealTimers());

  const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
  /** The phone discards the page while it is put away and loads it again `ms` later; what `meanwhile` does happens before. */
  function reloadAfter(page: { unmount: () => void }, ms: number, meanwhile?: () => void) {
    page.unmount();
    jest.setSystemTime(Date.now() + ms);
    meanwhile?.();
    renderInApp(<Guarded />, { path: '/unbinding' });
  }

  it('[family:token-misuse] keeps its verify token for 10 minutes without a tap, then drops it, says why and sends the customer to verify again', async () => {
    renderInApp(<Guarded />, { path: '/unbinding' });
    advance(TEN_MINUTES - 1);
    expect(sessionStorage.getItem('verifyToken')).toBe('vt');
    expect(screen.getByText('หน้าที่ต้องยืนยันตัวตน')).toBeVisible();
    expect(idleMessage()).not.toBeInTheDocument();

    advance(1);
    expect(sessionStorage.getItem('verifyToken')).toBeNull();
    expect(idleMessage()).toHaveTextContent('คุณไม่ได้ใช้งานเป็นเวลา 10 นาที เพื่อความปลอดภัยของบัญชี กรุณายืนยันตัวตนอีกครั้งเพื่อทำรายการต่อ');
    expect(screen.queryByText('หน้าที่ต้องยืนยันตัวตน')).not.toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent('/request-setting'));
    // The flow stays, so verifying again comes back here; the LINE session is untouched.
    expect(sessionStorage.getItem('flow')).toBe('unbinding');
    expect(sessionStorage.getItem('accessToken')).toBe('at-1');
  });

  it.each([
    ['a tap', (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByText('หน้าที่ต้องยืนยันตัวตน'))],
    ['a key', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('a')],
  ])('starts the 10 minutes again at %s', async (_activity, touch) => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderInApp(<Guarded />, { path: '/unbinding' });
    advance(9 * 60 * 1000);
    await touch(user);
    advance(9 * 60 * 1000);
    expect(sessionStorage.getItem('verifyToken')).toBe('vt');
    expect(idleMessage()).not.toBeInTheDocument();

    advance(60 * 1000);
    expect(sessionStorage.getItem('verifyToken')).toBeNull();
    expect(idleMessage()).toBeInTheDocument();
  });

  it('counts the tap that takes the customer into a frame (the consent form), whose own taps the page cannot see', () => {
    function WithFrame() {
      return useVerifiedFlow('unbinding') ? <iframe title="แบบฟอร์มความยินยอม" /> : null;
    }
    renderInApp(<WithFrame />, { path: '/unbinding' });
    advance(9 * 60 * 1000);
    act(() => {
      screen.getByTitle('แบบฟอร์มความยินยอม').focus();
      window.dispatchEvent(new Event('blur'));
    });
    advance(9 * 60 * 1000);
    expect(sessionStorage.getItem('verifyToken')).toBe('vt');
    advance(60 * 1000);
    expect(sessionStorage.getItem('verifyToken')).toBeNull();
  });

  it('ends at once when the page comes back into view after the phone slept past the limit', () => {
    renderInApp(<Guarded />, { path: '/unbinding' });
    // Asleep, the page's timers stood still while the wall clock went on.
    jest.setSystemTime(Date.now() + TEN_MINUTES + 1000);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(sessionStorage.getItem('verifyToken')).toBeNull();
    expect(idleMessage()).toBeInTheDocument();
  });

  it('counts the rest of the 10 minutes on the wall clock after the phone slept short of the limit', () => {
    renderInApp(<Guarded />, { path: '/unbinding' });
    advance(3 * 60 * 1000);
    // Six minutes asleep: the page's timers stood still, and back in view the customer has 1 minute left.
    jest.setSystemTime(Date.now() + 6 * 60 * 1000);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(sessionStorage.getItem('verifyToken')).toBe('vt');
    expect(idleMessage()).not.toBeInTheDocument();

    advance(60 * 1000);
    expect(sessionStorage.getItem('verifyToken')).toBeNull();
    expect(idleMessage()).toBeInTheDocument();
  });

  it('is not started again by a reload: a page the phone discarded and reloads is judged from the last tap', () => {
    const page = renderInApp(<Guarded />, { path: '/unbinding' });
    advance(4 * 60 * 1000);
    reloadAfter(page, 7 * 60 * 1000);
    expect(sessionStorage.getItem('verifyToken')).toBeNull();
    expect(idleMessage()).toBeInTheDocument();
  });

  it('counts a reload short of the limit on from the last tap', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const page = renderInApp(<Guarded />, { path: '/unbinding' });
    advance(5 * 60 * 1000);
    await user.click(screen.getByText('หน้าที่ต้องยืนยันตัวตน'));
    reloadAfter(page, 3 * 60 * 1000);
    advance(7 * 60 * 1000 - 1);
    expect(sessionStorage.getItem('verifyToken')).toBe('vt');
    advance(1);
    expect(sessionStorage.getItem('verifyToken')).toBeNull();
    expect(idleMessage()).toBeInTheDocument();
  });

  it('gives a new verification a fresh 10 minutes, whatever the last tap of the one before', () => {
    const page = renderInApp(<Guarded />, { path: '/unbinding' });
    advance(8 * 60 * 1000);
    reloadAfter(page, 5 * 60 * 1000, () => storeVerifyToken('vt-2'));
    expect(sessionStorage.getItem('verifyToken')).toBe('vt-2');
    expect(idleMessage()).not.toBeInTheDocument();
  });

  it('is not idle while a call the customer started is out: the limit counts from its answer', () => {
    renderInApp(<Guarded />, { path: '/unbinding' });
    // A tap sends a call; the phone is put away before the answer and picked up 11 minutes later.
    const answered = startLoading();
    jest.setSystemTime(Date.now() + 11 * 60 * 1000);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(sessionStorage.getItem('verifyToken')).toBe('vt');
    expect(idleMessage()).not.toBeInTheDocument();

    act(() => answered());
    advance(TEN_MINUTES - 1);
    expect(sessionStorage.getItem('verifyToken')).toBe('vt');
    advance(1);
    expect(sessionStorage.getItem('verifyToken')).toBeNull();
    expect(idleMessage()).toBeInTheDocument();
  });

  it('is not counted on a page that is not verified', () => {
    sessionStorage.removeItem('verifyToken');
    renderInApp(<Guarded />, { path: '/unbinding' });
    advance(TEN_MINUTES);
    expect(idleMessage()).not.toBeInTheDocument();
  });
});
