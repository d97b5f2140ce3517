import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { showAlert } from '../state/popups';
import { LOCAL_KEYS, SESSION_KEYS } from '../storage/keys';
import { GlobalOverlays } from '../ui/global-overlays';
import { freshChatIdToken, RELOGIN_GUARD_MS } from './id-token-freshness';
import type { ChatPlatform } from './liff-client';

const NOW = Date.UTC(2026, 10, 22, 3, 0, 0);

function platformWith(expirySeconds: number | null, token: string | null = 'id-token', issuedSeconds: number | null = null) {
  const login = jest.fn<void, [string]>();
  const platform: ChatPlatform = {
    getIDToken: () => token,
    getOS: () => 'ios',
    closeWindow: () => undefined,
    isInClient: () => true,
    idTokenExpiry: () => expirySeconds,
    idTokenIssuedAt: () => issuedSeconds,
    login,
  };
  return { platform, login };
}

/** Resolves to 'pending' when the promise has not settled after the microtasks ran. */
async function settled<T>(promise: Promise<T>): Promise<T | 'pending'> {
  return Promise.race([promise, new Promise<'pending'>((resolve) => setTimeout(() => resolve('pending'), 0))]);
}

describe('the chat ID token sent to the bank', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/select-statement?accountRef=AR-1');
  });

  it('is sent as it is while it has more than a minute left', async () => {
    const { platform, login } = platformWith(NOW / 1000 + 61);
    await expect(freshChatIdToken(platform, NOW)).resolves.toBe('id-token');
    expect(login).not.toHaveBeenCalled();
  });

  it('sends the customer to LINE Login, back to the same screen, when the token has expired', async () => {
    const { platform, login } = platformWith(NOW / 1000 - 10);
    expect(await settled(freshChatIdToken(platform, NOW))).toBe('pending');
    expect(login).toHaveBeenCalledWith('http://localhost/select-statement?accountRef=AR-1');
    expect(localStorage.getItem(LOCAL_KEYS.wantToGoTo)).toBe('/select-statement?accountRef=AR-1');
  });

  it('renews a token that is about to expire (less than a minute left)', async () => {
    const { platform, login } = platformWith(NOW / 1000 + 59);
    expect(await settled(freshChatIdToken(platform, NOW))).toBe('pending');
    expect(login).toHaveBeenCalledTimes(1);
  });

  it('renews when LIFF could not decode a token', async () => {
    const { platform, login } = platformWith(null);
    expect(await settled(freshChatIdToken(platform, NOW))).toBe('pending');
    expect(login).toHaveBeenCalledTimes(1);
  });

  it('does not loop: a still-expired token right after a re-login goes to the bank, which refuses it', async () => {
    sessionStorage.setItem(SESSION_KEYS.reloginAt, String(NOW - RELOGIN_GUARD_MS + 5000));
    const { platform, login } = platformWith(NOW / 1000 - 10);
    await expect(freshChatIdToken(platform, NOW)).resolves.toBe('id-token');
    expect(login).not.toHaveBeenCalled();
  });

  it('logs in again when the last re-login was long ago', async () => {
    sessionStorage.setItem(SESSION_KEYS.reloginAt, String(NOW - RELOGIN_GUARD_MS - 1));
    const { platform, login } = platformWith(NOW / 1000 - 10);
    expect(await settled(freshChatIdToken(platform, NOW))).toBe('pending');
    expect(login).toHaveBeenCalledTimes(1);
  });

  it('forgets the stored journey once the customer is back on that screen with a fresh token', async () => {
    sessionStorage.setItem(SESSION_KEYS.reloginAt, String(NOW - 3000));
    localStorage.setItem(LOCAL_KEYS.wantToGoTo, '/select-statement?accountRef=AR-1');
    const { platform } = platformWith(NOW / 1000 + 3600);
    await expect(freshChatIdToken(platform, NOW)).resolves.toBe('id-token');
    expect(localStorage.getItem(LOCAL_KEYS.wantToGoTo)).toBeNull();
  });

  it('waits for the customer to answer the alert on screen before leaving for LINE Login', async () => {
    render(
      <MemoryRouter>
        <GlobalOverlays />
      </MemoryRouter>,
    );
    void showAlert({ title: 'หมดเวลาทำรายการ', icon: 'alert' });
    const { platform, login } = platformWith(NOW / 1000 - 10);
    expect(await settled(freshChatIdToken(platform, NOW))).toBe('pending');
    const alert = await screen.findByRole('alertdialog', { name: 'หมดเวลาทำรายการ' });
    expect(login).not.toHaveBeenCalled();

    await userEvent.click(within(alert).getByRole('button', { name: 'ตกลง' }));
    expect(login).toHaveBeenCalledWith('http://localhost/select-statement?accountRef=AR-1');
  });

  it("on a phone hours fast, learns at the return from LINE Login how far, and keeps the new token's hour", async () => {
    const TWO_HOURS = 2 * 3600_000;
    const lineNow = NOW - TWO_HOURS;
    sessionStorage.setItem(SESSION_KEYS.reloginAt, String(NOW - 5000));
    const brandNew = platformWith(lineNow / 1000 + 3600, 'new-token', lineNow / 1000);
    await expect(freshChatIdToken(brandNew.platform, NOW)).resolves.toBe('new-token');

    // Ten minutes later, past the re-login guard, the same token still has 50 minutes on LINE's clock.
    const later = platformWith(lineNow / 1000 + 3600, 'new-token', lineNow / 1000);
    await expect(freshChatIdToken(later.platform, NOW + 600_000)).resolves.toBe('new-token');
    expect(later.login).not.toHaveBeenCalled();

    // Past its hour on LINE's clock it is renewed.
    expect(await settled(freshChatIdToken(later.platform, NOW + 3600_000))).toBe('pending');
    expect(later.login).toHaveBeenCalledTimes(1);
  });
});
