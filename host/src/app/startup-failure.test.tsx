import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setChatPlatform } from 'shared-kernel';
import { playChatPlatform } from 'shared-kernel/testing';
import { StartupFailure } from './startup-failure';

afterEach(() => setChatPlatform(null));

describe('the start-up failure screen', () => {
  it('says the system is unavailable and offers back to chat like every end screen', async () => {
    const platform = playChatPlatform();
    render(<StartupFailure />);
    expect(screen.getByRole('heading', { name: 'ไม่สามารถทำรายการได้ในขณะนี้' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'กลับไปที่แชท' }));
    expect(platform.closeWindow).toHaveBeenCalledTimes(1);
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
});
