import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, serverError } from '../api/normalised-error';
import { setRuntimeConfig } from '../config/runtime-config';
import { useErrorHandler } from '../errors/use-error-handler';
import { confirmPopup, showAlert, showSuccess } from '../state/popups';
import { testRuntimeConfig } from '../../testing/fake-bank-server';
import { runPendingMicrotasks } from '../../testing/microtasks';
import { leavePage, renderInApp } from '../../testing/render-in-app';

const location = () => screen.getByRole('status', { name: 'ที่อยู่ปัจจุบัน' });

/** What an awaiting caller was told, once its popup has answered. */
let answer: boolean | undefined;
function keep(asked: Promise<boolean>): void {
  void asked.then((value) => (answer = value));
}

function OpenButton({ name, open }: { name: string; open: () => void }) {
  return (
    <button type="button" onClick={open}>
      {name}
    </button>
  );
}

/** The account list that cannot read the customer's accounts: OK takes them to confirm with OTP again. */
function AccountsPage() {
  const navigate = useNavigate();
  const handleError = useErrorHandler();
  const load = () =>
    void handleError(new ApiError(serverError({ code: 'LKS0303', message: 'cannot read accounts' }, 400)), {
      actions: { reverifyOtp: () => navigate('/receive-otp') },
    });
  return <OpenButton name="โหลดบัญชี" open={load} />;
}

beforeEach(() => {
  answer = undefined;
  setRuntimeConfig(testRuntimeConfig('http://bank.invalid'));
});

describe('the customer going back while a popup is up', () => {
  it("closes the bank's refusal, and its OK's next step never runs on the screen they went back to", async () => {
    renderInApp(<AccountsPage />, { path: '/confirm-account', leaveTo: '/account-info' });
    await userEvent.click(screen.getByRole('button', { name: 'โหลดบัญชี' }));
    expect(screen.getByRole('alertdialog', { name: 'ไม่สามารถดึงข้อมูลบัญชีได้' })).toBeVisible();

    leavePage();
    await act(runPendingMicrotasks);

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/account-info$/);
  });

  it.each([
    ['an alert', 'alertdialog', () => keep(showAlert({ title: 'แจ้งเตือน', icon: 'alert' }))],
    ['a question', 'alertdialog', () => keep(confirmPopup({ title: 'ลบบัญชีนี้หรือไม่', confirmText: 'ลบ', cancelText: 'ยกเลิก' }))],
    ['a success popup', 'dialog', () => keep(showSuccess('เพิ่มบัญชีสำเร็จ'))],
  ] as const)('closes %s at once and tells its caller it was not answered', async (_, role, open) => {
    renderInApp(<OpenButton name="เปิด" open={open} />, { path: '/add-account', leaveTo: '/confirm-account' });
    await userEvent.click(screen.getByRole('button', { name: 'เปิด' }));
    expect(screen.getByRole(role)).toBeVisible();

    leavePage();
    await act(runPendingMicrotasks);

    expect(screen.queryByRole(role)).not.toBeInTheDocument();
    expect(answer).toBe(false);
  });

  it('closes it too when the entry they go back to has the same path and another query (the captcha overlay over /info)', async () => {
    renderInApp(<OpenButton name="เปิด" open={() => keep(showAlert({ title: 'แจ้งเตือน', icon: 'alert' }))} />, {
      path: '/info?isValidateCaptcha=true',
      route: '/info',
      leaveTo: '/info',
    });
    await userEvent.click(screen.getByRole('button', { name: 'เปิด' }));
    expect(screen.getByRole('alertdialog', { name: 'แจ้งเตือน' })).toBeVisible();

    leavePage();
    await act(runPendingMicrotasks);

    expect(location()).toHaveTextContent(/^\/info$/);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(answer).toBe(false);
  });

  it('keeps the popup the screen they went back to opens as it appears, and closes only the one they left', async () => {
    function WelcomeBack() {
      useEffect(() => void showAlert({ title: 'ยินดีต้อนรับกลับ', icon: 'none' }), []);
      return null;
    }
    renderInApp(<OpenButton name="เปิด" open={() => keep(showAlert({ title: 'แจ้งเตือน', icon: 'alert' }))} />, {
      path: '/add-account',
      leaveTo: '/confirm-account',
      otherPages: { '/confirm-account': <WelcomeBack /> },
    });
    await userEvent.click(screen.getByRole('button', { name: 'เปิด' }));

    leavePage();
    await act(runPendingMicrotasks);

    expect(answer).toBe(false);
    expect(screen.getByRole('alertdialog', { name: 'ยินดีต้อนรับกลับ' })).toBeVisible();
    expect(screen.queryByRole('alertdialog', { name: 'แจ้งเตือน' })).not.toBeInTheDocument();
  });
});

describe('the app moving the customer on while a popup is up', () => {
  /** A page that says why, then moves on (the idle limit), or moves on, then says why (a closed captcha). */
  function MovesOn({ popupFirst }: { popupFirst: boolean }) {
    const navigate = useNavigate();
    const open = () => {
      const moveOn = () => navigate('/request-setting', { replace: true });
      if (!popupFirst) moveOn();
      keep(showAlert({ title: 'หมดเวลาทำรายการ', icon: 'alert' }));
      if (popupFirst) moveOn();
    };
    return <OpenButton name="เปิด" open={open} />;
  }

  it.each([
    ['says why, then moves on', true],
    ['moves on, then says why', false],
  ])('keeps the popup of a page that %s, and OK answers it there', async (_, popupFirst) => {
    renderInApp(<MovesOn popupFirst={popupFirst} />, { path: '/select-statement' });
    await userEvent.click(screen.getByRole('button', { name: 'เปิด' }));
    await act(runPendingMicrotasks);

    expect(location()).toHaveTextContent(/^\/request-setting$/);
    const popup = screen.getByRole('alertdialog', { name: 'หมดเวลาทำรายการ' });
    await userEvent.click(screen.getByRole('button', { name: 'ตกลง' }));
    expect(popup).not.toBeInTheDocument();
    expect(answer).toBe(true);
  });
});
