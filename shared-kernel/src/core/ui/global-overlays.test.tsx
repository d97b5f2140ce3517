import { act, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { confirmPopup, showAlert, showSuccess, withLoading } from '../state/popups';
import { setRuntimeConfig } from '../config/runtime-config';
import { SESSION_KEYS } from '../storage/keys';
import { testRuntimeConfig } from '../../testing/fake-bank-server';
import { holdTheClock, timePasses } from '../../testing/test-clock';
import { LOADING_SAID_AFTER_MS } from './loading-spinner';
import { GlobalOverlays } from './global-overlays';

function Screen() {
  return (
    <MemoryRouter>
      <main>
        <button type="button" onClick={() => void showAlert({ title: 'ระบบขัดข้อง', description: 'ลองใหม่', icon: 'alert' })}>
          เปิดข้อความ
        </button>
        <button type="button">ปุ่มหลังป๊อปอัป</button>
        <GlobalOverlays />
      </main>
    </MemoryRouter>
  );
}

describe('popups as modal dialogs', () => {
  it('moves focus to OK, keeps Tab inside and gives focus back to the opener', async () => {
    render(<Screen />);
    const opener = screen.getByRole('button', { name: 'เปิดข้อความ' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('alertdialog', { name: 'ระบบขัดข้อง' });
    const ok = screen.getByRole('button', { name: 'ตกลง' });
    expect(ok).toHaveFocus();
    await userEvent.tab();
    expect(ok).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(ok).toHaveFocus();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await userEvent.click(ok);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('Esc answers an alert with OK', async () => {
    render(<Screen />);
    let answered = false;
    act(() => void showAlert({ title: 'แจ้งเตือน', icon: 'none' }).then(() => (answered = true)));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(answered).toBe(true);
  });

  it('a question cycles Tab between its two answers and Esc declines it', async () => {
    render(<Screen />);
    let answer: boolean | null = null;
    act(() => void confirmPopup({ title: 'ลบบัญชีนี้หรือไม่', confirmText: 'ลบ', cancelText: 'ยกเลิก' }).then((value) => (answer = value)));
    const confirm = screen.getByRole('button', { name: 'ลบ' });
    const cancel = screen.getByRole('button', { name: 'ยกเลิก' });
    expect(confirm).toHaveFocus();
    await userEvent.tab();
    expect(cancel).toHaveFocus();
    await userEvent.tab();
    expect(confirm).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await act(async () => undefined);
    expect(answer).toBe(false);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('a question that deletes opens on its cancel: Enter pressed twice on the delete button asks and declines', async () => {
    let answer: boolean | null = null;
    const askToDelete = () =>
      void confirmPopup({ title: 'ต้องการลบบัญชีนี้หรือไม่', confirmText: 'ลบบัญชี', cancelText: 'ยกเลิก', tone: 'warning' }).then(
        (value) => (answer = value),
      );
    render(
      <MemoryRouter>
        <button type="button" onClick={askToDelete}>
          ลบบัญชี 100-0-00001-2
        </button>
        <GlobalOverlays />
      </MemoryRouter>,
    );
    screen.getByRole('button', { name: 'ลบบัญชี 100-0-00001-2' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('alertdialog', { name: 'ต้องการลบบัญชีนี้หรือไม่' })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await act(async () => undefined);
    expect(answer).toBe(false);
  });

  it('gives focus to the screen’s heading when what opened the popup has gone, so OK does not leave a screen reader nowhere', async () => {
    function MovedOn() {
      const [moved, setMoved] = useState(false);
      return (
        <MemoryRouter>
          <main>
            {moved ? (
              <h1 tabIndex={-1}>เลือกวิธียืนยันตัวตน</h1>
            ) : (
              <button
                type="button"
                onClick={() => {
                  // A popup the app shows as it moves the customer on (the idle limit's) stays over the next screen.
                  void showAlert({ title: 'หมดเวลาทำรายการ', icon: 'alert' });
                  setMoved(true);
                }}
              >
                ส่งคำขอ
              </button>
            )}
            <GlobalOverlays />
          </main>
        </MemoryRouter>
      );
    }
    render(<MovedOn />);
    await userEvent.click(screen.getByRole('button', { name: 'ส่งคำขอ' }));
    await userEvent.click(within(screen.getByRole('alertdialog', { name: 'หมดเวลาทำรายการ' })).getByRole('button', { name: 'ตกลง' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'เลือกวิธียืนยันตัวตน' })).toHaveFocus();
  });

  // Every bank call shows the spinner: the word said at once was said for a 20 ms answer too, on
  // every tap, before the next screen's heading or popup that a screen reader says anyway.
  it('says กำลังโหลด half a second into a bank call, through a status region already on the page', async () => {
    holdTheClock();
    render(<Screen />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('');
    let answer: () => void = () => undefined;
    let call: Promise<void> = Promise.resolve();
    act(() => {
      call = withLoading(() => new Promise<void>((resolve) => (answer = resolve)));
    });
    timePasses(LOADING_SAID_AFTER_MS - 1);
    expect(status).toHaveTextContent('');
    timePasses(1);
    expect(status).toHaveTextContent('กำลังโหลด');
    await act(async () => {
      answer();
      await call;
    });
    expect(status).toHaveTextContent('');
  });

  it('gives an alert its description, which a screen reader reads with the title as focus moves in to OK', () => {
    render(<Screen />);
    act(() => void showAlert({ title: 'ไม่พบข้อมูลลูกค้า', description: 'กรุณาตรวจสอบเลขบัตรประชาชนและเบอร์โทรศัพท์มือถือ', icon: 'alert' }));
    expect(screen.getByRole('alertdialog', { name: 'ไม่พบข้อมูลลูกค้า' })).toHaveAccessibleDescription(
      'กรุณาตรวจสอบเลขบัตรประชาชนและเบอร์โทรศัพท์มือถือ',
    );
  });

  it('gives a question its description too', () => {
    render(<Screen />);
    act(() => void confirmPopup({ title: 'ต้องการลบบัญชีนี้หรือไม่', description: 'บัญชี 100-0-00001-2', confirmText: 'ลบ', cancelText: 'ยกเลิก' }));
    expect(screen.getByRole('alertdialog', { name: 'ต้องการลบบัญชีนี้หรือไม่' })).toHaveAccessibleDescription('บัญชี 100-0-00001-2');
  });
});

describe('an alert put up over another', () => {
  it('shows the later one, and its OK closes the one under it as unread, so the page waiting on that one goes on', async () => {
    render(<Screen />);
    const answers: string[] = [];
    act(() => void showAlert({ title: 'ไม่สามารถทำรายการได้', icon: 'alert' }).then((ok) => answers.push(`call ${ok}`)));
    act(() => void showAlert({ title: 'เกิดข้อผิดพลาดในการเชื่อมต่อ', icon: 'alert' }).then((ok) => answers.push(`signal ${ok}`)));
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    await userEvent.click(
      within(screen.getByRole('alertdialog', { name: 'เกิดข้อผิดพลาดในการเชื่อมต่อ' })).getByRole('button', { name: 'ตกลง' }),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await act(() => Promise.resolve());
    expect(answers.sort()).toEqual(['call false', 'signal true']);
  });
});

describe('a success popup', () => {
  it('shows its title for 2 s, then closes by itself and lets the journey go on', async () => {
    holdTheClock();
    render(<Screen />);
    let closed: boolean | undefined;
    act(() => void showSuccess('เพิ่มบัญชีสำเร็จ').then((done) => (closed = done)));
    expect(screen.getByRole('dialog', { name: 'เพิ่มบัญชีสำเร็จ' })).toBeVisible();
    timePasses(1_999);
    expect(screen.getByRole('dialog', { name: 'เพิ่มบัญชีสำเร็จ' })).toBeVisible();
    timePasses(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(() => Promise.resolve());
    expect(closed).toBe(true);
  });

  // jsdom, like iOS 15.0-15.3 (docs/browsers.md), has no modal <dialog>: there the popup is not
  // focused by showModal, and its status region arrives with its words, which a screen reader does
  // not announce. Focus on the popup is what makes VoiceOver say it.
  it('takes focus, though it has no button, so a screen reader says it where the engine has no modal dialog', async () => {
    const user = holdTheClock();
    render(<Screen />);
    const opener = screen.getByRole('button', { name: 'ปุ่มหลังป๊อปอัป' });
    await user.click(opener);
    expect(opener).toHaveFocus();
    act(() => void showSuccess('ลงทะเบียนสำเร็จ'));
    expect(screen.getByRole('dialog', { name: 'ลงทะเบียนสำเร็จ' })).toHaveFocus();
    timePasses(2_000);
    expect(opener).toHaveFocus();
  });
});

describe("the tester's detail in a popup", () => {
  afterEach(() => sessionStorage.clear());

  it('says its Thai is Thai, so on an English screen a screen reader reads it in a Thai voice', async () => {
    setRuntimeConfig({ ...testRuntimeConfig('http://bank.invalid'), environment: 'uat' });
    sessionStorage.setItem(SESSION_KEYS.debugMode, 'on');
    render(<Screen />);
    act(() => void showAlert({ title: 'Wrong OTP', icon: 'alert', debugDetail: 'LKS0205' }));
    const detail = screen.getByRole('button', { name: 'รายละเอียดสำหรับผู้ทดสอบ' });
    expect(detail).toHaveAttribute('lang', 'th');
    await userEvent.click(detail);
    expect(screen.getByText('LKS0205')).toBeVisible();
  });
});
