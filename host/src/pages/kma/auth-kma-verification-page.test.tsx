import { setImmediate as bankTurn } from 'node:timers/promises';
import { act, screen, waitFor, within } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { registrationAtom } from 'shared-kernel';
import { switchLanguage } from 'shared-kernel/language';
import { bankAccount, fail, holdTheClock, ok, type RecordedRequest, renderInApp, startFakeBank, timePasses } from 'shared-kernel/testing';
import { KMA_POLL_INTERVAL_MS } from './kma-polling';
import AuthKmaVerificationPage from './auth-kma-verification-page';

type Bank = Awaited<ReturnType<typeof startFakeBank>>;
let bank: Bank | null = null;

const location = () => screen.getByRole('status', { name: 'ที่อยู่ปัจจุบัน' });

async function waitingFor(flow: string, answer: (request: RecordedRequest) => ReturnType<typeof ok>, windowMs = 300_000) {
  bank = await startFakeBank(answer);
  sessionStorage.setItem('flow', flow);
  sessionStorage.setItem('authRef', 'KMA-1');
  sessionStorage.setItem('verifyExpirationTime', new Date(Date.now() + windowMs).toISOString());
  return renderInApp(<AuthKmaVerificationPage />, { path: '/auth-kma-verification' });
}

afterEach(async () => {
  await bank?.close();
  bank = null;
});

describe('/auth-kma-verification', () => {
  it('on approval stores the verify token and continues the flow', async () => {
    await waitingFor('manage-consent', () => ok({ status: 'FNLD', accessToken: 'vt-kma' }));
    await waitFor(() => expect(location()).toHaveTextContent('/consent-maintenance'));
    expect(sessionStorage.getItem('verifyToken')).toBe('vt-kma');
    expect(sessionStorage.getItem('authRef')).toBeNull();
    expect(bank?.requests[0]).toMatchObject({ path: '/verification/kma/verify', body: { authRef: 'KMA-1' } });
  });

  it('in registration turns notifications on for every offered account and opens /confirm-account', async () => {
    localStorage.setItem('registerRef', 'REG-9');
    await waitingFor('register', () =>
      ok({ status: 'FNLD', accessToken: 'vt-reg', bankAccounts: [bankAccount('1000000011'), bankAccount('1000000012')] }),
    );
    await waitFor(() => expect(location()).toHaveTextContent('/confirm-account'));
    const state = getDefaultStore().get(registrationAtom);
    expect(state.bankAccounts.map((a) => [a.accountNumber, a.isNotificationEnabled])).toEqual([
      ['1000000011', true],
      ['1000000012', true],
    ]);
    expect(state.isRegisterByKma).toBe(true);
    expect(bank?.requests[0]).toMatchObject({ path: '/registers/kma/deep-link/verify', body: { registerRef: 'REG-9', authRef: 'KMA-1' } });
  });

  it('keeps waiting while the bank answers 202 PPRC', async () => {
    const { unmount } = await waitingFor('unbinding', () => ({
      status: 202,
      body: { success: true, code: '0000', data: { status: 'PPRC' } },
    }));
    await waitFor(() => expect(bank?.requests).toHaveLength(1));
    expect(screen.getByRole('heading', { name: 'รอการยืนยันตัวตน' })).toBeVisible();
    expect(location()).toHaveTextContent('/auth-kma-verification');
    unmount();
  });

  it('keeps waiting when the host gives up on one slow poll (502: the bank did not answer in time), and goes on at the next approval', async () => {
    let polls = 0;
    holdTheClock();
    await waitingFor('manage-consent', () =>
      ++polls === 1 ? { status: 502, body: 'bank unavailable' } : ok({ status: 'FNLD', accessToken: 'vt-kma' }),
    );
    // The next poll comes at its 5 s on the held clock (Testing Library's waits move it).
    await waitFor(() => expect(location()).toHaveTextContent('/consent-maintenance'), { timeout: 2 * KMA_POLL_INTERVAL_MS });
    expect(bank?.requests).toHaveLength(2);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sessionStorage.getItem('verifyToken')).toBe('vt-kma');
  });

  it("ends when its window has passed though the phone's clock was set back an hour meanwhile (a time sync)", async () => {
    holdTheClock();
    // A window of 20 s (the request's 5 minutes, near their end) keeps the test short.
    await waitingFor('unbinding', () => ({ status: 202, body: { success: true, code: '0000', data: { status: 'PPRC' } } }), 20_000);
    await waitFor(() => expect(bank?.requests).toHaveLength(1));
    act(() => jest.setSystemTime(Date.now() - 3_600_000));
    const waiting = () => location().textContent?.includes('/auth-kma-verification') ?? false;
    // Half a minute passes on the phone's monotonic clock, a second at a time, the bank answering between.
    for (let passed = 0; passed < 30_000 && waiting(); passed += 1000) {
      timePasses(1000);
      await act(() => bankTurn());
    }
    expect(location()).toHaveTextContent('/auth-common-verification-error');
  });

  it('in English says how long the request has left as a countdown', async () => {
    const { unmount } = await waitingFor('unbinding', () => ({
      status: 202,
      body: { success: true, code: '0000', data: { status: 'PPRC' } },
    }));
    await act(() => switchLanguage('en'));
    expect(await screen.findByRole('heading', { name: 'Waiting for verification' })).toBeVisible();
    expect(screen.getByText(/^This request ends in/)).toHaveTextContent(/^This request ends in 0[45]:\d\d$/);
    unmount();
  });

  it('a rejection ends on the common verification error page', async () => {
    await waitingFor('unbinding', () => ok({ status: 'RJCT' }));
    await waitFor(() => expect(location()).toHaveTextContent('/auth-common-verification-error'));
  });

  it('an expired request in registration ends on the registration error page', async () => {
    localStorage.setItem('registerRef', 'REG-9');
    await waitingFor('register', () => ok({ status: 'EXPD' }));
    await waitFor(() => expect(location()).toHaveTextContent('/auth-register-verification-error'));
  });

  it('a suspended customer gets the popup, then the error page', async () => {
    await waitingFor('select-statement', () => fail('LKS0604'));
    const button = await screen.findByRole('button', { name: 'ตกลง' });
    act(() => button.click());
    await waitFor(() => expect(location()).toHaveTextContent('/auth-common-verification-error'));
  });

  it('LKS0302 (no bank app registered), cancelled: leaves the dead waiting screen for the method chooser', async () => {
    await waitingFor('unbinding', () => fail('LKS0302'));
    const popup = await screen.findByRole('alertdialog', { name: 'คุณยังไม่ได้ลงทะเบียนแอปพลิเคชันของธนาคาร' });
    const button = await within(popup).findByRole('button', { name: 'ยกเลิก' });
    act(() => button.click());
    await waitFor(() => expect(location()).toHaveTextContent('/request-setting'));
    expect(sessionStorage.getItem('authRef')).toBeNull();
  });

  it('LKS0302, OTP chosen: continues with the service OTP', async () => {
    await waitingFor('unbinding', () => fail('LKS0302'));
    const button = await screen.findByRole('button', { name: 'ยืนยันตัวตนด้วยรหัส OTP' });
    act(() => button.click());
    await waitFor(() => expect(location()).toHaveTextContent('/receive-otp'));
  });

  it('LKS0303 outside registration asks to confirm with OTP again, not the method chooser', async () => {
    await waitingFor('confirm-account', () => fail('LKS0303'));
    const button = await screen.findByRole('button', { name: 'ตกลง' });
    act(() => button.click());
    await waitFor(() => expect(location()).toHaveTextContent('/receive-otp'));
  });
});
