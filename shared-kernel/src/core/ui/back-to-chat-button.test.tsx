import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setChatPlatform } from '../liff/liff-client';
import { playChatPlatform } from '../../testing/chat-platform';
import { BackToChatButton } from './back-to-chat-button';

afterEach(() => setChatPlatform(null));

describe('back to chat', () => {
  it('closes the LIFF window inside the LINE app', async () => {
    const platform = playChatPlatform();
    render(<BackToChatButton />);
    await userEvent.click(screen.getByRole('button', { name: 'กลับไปที่แชท' }));
    expect(platform.closeWindow).toHaveBeenCalledTimes(1);
  });

  it('in a phone browser tells the customer they may close this tab, with no dead button', () => {
    playChatPlatform({ isInClient: () => false });
    render(<BackToChatButton />);
    expect(screen.getByText('คุณสามารถปิดแท็บนี้เพื่อกลับไปยังแชทได้เลย')).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('when LIFF never started, says the same rather than offering a button that does nothing', () => {
    render(<BackToChatButton />);
    expect(screen.getByText('คุณสามารถปิดแท็บนี้เพื่อกลับไปยังแชทได้เลย')).toBeVisible();
  });
});
