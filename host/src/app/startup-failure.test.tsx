import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RefusedRuntimeConfig, setChatPlatform } from 'shared-kernel';
import { playChatPlatform } from 'shared-kernel/testing';
import { StartupFailure, startupFailureReason } from './startup-failure';

afterEach(() => {
  setChatPlatform(null);
  jest.restoreAllMocks();
});

describe('the start-up failure screen', () => {
  it('says the system is unavailable and offers back to chat like every end screen', async () => {
    const platform = playChatPlatform();
    render(<StartupFailure />);
    expect(screen.getByRole('heading', { name: 'ไม่สามารถทำรายการได้ในขณะนี้' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'กลับไปที่แชท' }));
    expect(platform.closeWindow).toHaveBeenCalledTimes(1);
  });

  it("names itself in the page's title, as every screen does, not the route the customer opened", () => {
    document.title = 'เลือกบัญชี';
    render(<StartupFailure />);
    expect(document.title).toBe('ไม่สามารถทำรายการได้ในขณะนี้');
  });

  it('when LIFF could not start, tells the customer they may close the tab', () => {
    render(<StartupFailure />);
    expect(screen.getByText('คุณสามารถปิดแท็บนี้เพื่อกลับไปยังแชทได้เลย')).toBeVisible();
  });

  it('names a refused production config with the LIFF mock in Thai', () => {
    render(<StartupFailure reason="liff-mock-in-production" />);
    expect(screen.getByRole('heading', { name: 'ไม่สามารถเปิดบริการได้' })).toBeVisible();
    expect(screen.getByText(/ระบบจริงไม่สามารถใช้ LINE จำลองได้/)).toBeVisible();
  });

  it('tells a customer whose browser stores nothing what to do, in Thai', () => {
    render(<StartupFailure reason="storage-refused" />);
    expect(screen.getByRole('heading', { name: 'ไม่สามารถเปิดบริการได้' })).toBeVisible();
    expect(screen.getByText(/ปิดโหมดท่องเว็บแบบส่วนตัว/)).toBeVisible();
  });
});

describe('why the start-up failed', () => {
  it('is the refused config, a browser that stores nothing, or else unavailable', () => {
    expect(startupFailureReason(new RefusedRuntimeConfig('liff-mock-in-production'))).toBe('liff-mock-in-production');
    expect(startupFailureReason(new Error('LIFF init failed'))).toBe('unavailable');
    // What Safari does in private browsing or with a full quota: LIFF's own write throws first.
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(startupFailureReason(new DOMException('The quota has been exceeded.', 'QuotaExceededError'))).toBe('storage-refused');
  });
});
