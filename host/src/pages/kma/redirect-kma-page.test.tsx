import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { getRuntimeConfig, registrationAtom, setChatPlatform, setRuntimeConfig } from 'shared-kernel';
import {
  fail,
  holdTheClock,
  ok,
  playChatPlatform,
  type RecordedRequest,
  renderInApp,
  startFakeBank,
  timePasses,
} from 'shared-kernel/testing';
import RedirectKmaPage from './redirect-kma-page';
import { KMA_APP_DETECT_MS } from './use-kma-launch';

type Bank = Awaited<ReturnType<typeof startFakeBank>>;
let bank: Bank | null = null;
let visibility: DocumentVisibilityState = 'visible';

const location = () => screen.getByRole('status', { name: 'ที่อยู่ปัจจุบัน' });
// Same origin and only a new hash: jsdom can follow it, and the page stays where it is, like a phone without the app.
const APP_LINK = 'http://localhost/#bank-app';

const link = (uri = APP_LINK) =>
  ok({
    authenticationReference: 'KMA-7',
    authenticationWebUri: uri,
    authenticationApplicationUri: uri,
    expiryDateTime: '2026-11-21T10:05:00+07:00',
  });

async function launch(flow: string, answer: (request: RecordedRequest) => ReturnType<typeof ok>) {
  bank = await startFakeBank(answer);
  // The stand-in bank app lives on this page's origin (see APP_LINK).
  setRuntimeConfig({ ...getRuntimeConfig(), kmaWebOrigins: ['http://localhost'] });
  sessionStorage.setItem('flow', flow);
  renderInApp(<RedirectKmaPage />, { path: '/redirect-kma' });
}

function setVisibility(next: DocumentVisibilityState) {
  visibility = next;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

beforeAll(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});
beforeEach(() => {
  visibility = 'visible';
});
afterEach(async () => {
  setChatPlatform(null);
  await bank?.close();
  bank = null;
});

describe('/redirect-kma', () => {
  it('asks the bank for a deep link with the flow purpose and the statement account, and keeps the authRef', async () => {
    localStorage.setItem('accountRef', 'AR-1');
    await launch('select-statement', () => link());
    await waitFor(() => expect(sessionStorage.getItem('authRef')).toBe('KMA-7'));
    expect(bank?.requests[0]).toMatchObject({
      path: '/verification/kma/request',
      body: { redirectPath: 'http://localhost/auth-kma-verification', purpose: 'STATEMENT_REQUEST', accountReference: 'AR-1' },
    });
    const window = Date.parse(sessionStorage.getItem('verifyExpirationTime') ?? '') - Date.now();
    expect(window).toBeGreaterThan(290_000);
    expect(window).toBeLessThanOrEqual(300_000);
  });

  it('when the bank app took the link, coming back opens the waiting screen, however long the customer was away', async () => {
    holdTheClock();
    await launch('unbinding', () => link());
    // The link is open (its button is drawn) before the customer leaves for the bank app.
    await screen.findByRole('button', { name: 'เปิดแอปพลิเคชันของธนาคาร' });
    setVisibility('hidden');
    // A minute in the bank app: far past the 5 s after which a page still on show means no app took the link.
    timePasses(60_000);
    setVisibility('visible');
    expect(location()).toHaveTextContent('/auth-kma-verification');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('when nothing took the link for 5 s, offers OTP instead', async () => {
    const customer = holdTheClock();
    await launch('unbinding', () => link());
    // The link is open once its button is drawn; from then the held clock moves only as told.
    await screen.findByRole('button', { name: 'เปิดแอปพลิเคชันของธนาคาร' });
    timePasses(4_999);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    timePasses(1);
    const popup = await screen.findByRole('alertdialog', { name: 'คุณยังไม่ได้ลงทะเบียนแอปพลิเคชันของธนาคาร' });
    expect(popup).toBeVisible();
    expect(screen.getByRole('heading', { name: 'ไม่พบแอปพลิเคชันของธนาคารในเครื่องนี้' })).toBeVisible();
    await customer.click(within(popup).getByRole('button', { name: 'ยืนยันตัวตนด้วยรหัส OTP' }));
    await waitFor(() => expect(location()).toHaveTextContent('/receive-otp'));
    expect(sessionStorage.getItem('isHaveKMA')).toBe('false');
    expect(sessionStorage.getItem('authRef')).toBeNull();
  });

  it('registration asks with the registerRef on the registration deep-link call', async () => {
    localStorage.setItem('registerRef', 'REG-3');
    await launch('register', () => link());
    await waitFor(() => expect(sessionStorage.getItem('authRef')).toBe('KMA-7'));
    expect(bank?.requests[0]).toMatchObject({ path: '/registers/kma/deep-link/request', body: { registerRef: 'REG-3' } });
    expect(getDefaultStore().get(registrationAtom)).toMatchObject({ isRegisterByKma: true, authenticationCount: 1 });
  });

  it('LKS0302: the popup switches a registration to OTP', async () => {
    localStorage.setItem('registerRef', 'REG-3');
    await launch('register', () => fail('LKS0302'));
    await userEvent.click(await screen.findByRole('button', { name: 'ยืนยันตัวตนด้วยรหัส OTP' }));
    // The popup's answer reaches the page after the click's own work: on a loaded machine, later.
    await waitFor(() => expect(location()).toHaveTextContent('/otp'));
  });

  it('when the bank could not give a link, offers to ask again instead of waiting on an app that never opens', async () => {
    localStorage.setItem('registerRef', 'REG-3');
    let asked = 0;
    await launch('register', () => (asked++ === 0 ? fail('UNKNOWN', 500) : link()));
    const popup = await screen.findByRole('alertdialog', { name: 'ไม่สามารถทำรายการได้ในขณะนี้' });
    await userEvent.click(within(popup).getByRole('button', { name: 'ตกลง' }));
    await userEvent.click(await screen.findByRole('button', { name: 'ลองใหม่' }));
    await waitFor(() => expect(sessionStorage.getItem('authRef')).toBe('KMA-7'));
    expect(bank?.requests.map((request) => request.path)).toEqual(['/registers/kma/deep-link/request', '/registers/kma/deep-link/request']);
    expect(screen.queryByRole('button', { name: 'ลองใหม่' })).not.toBeInTheDocument();
  });

  it('puts focus on the page’s heading when ลองใหม่ goes, so a screen reader is not left nowhere', async () => {
    localStorage.setItem('registerRef', 'REG-3');
    let asked = 0;
    await launch('register', () => (asked++ === 0 ? fail('UNKNOWN', 500) : link()));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'ตกลง' }));
    await userEvent.click(await screen.findByRole('button', { name: 'ลองใหม่' }));
    await waitFor(() => expect(sessionStorage.getItem('authRef')).toBe('KMA-7'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it('does not follow a link to an untrusted web page', async () => {
    await launch('unbinding', () => link('https://phish.example/kma'));
    await waitFor(() => expect(location()).toHaveTextContent('/auth-common-verification-error'));
    expect(sessionStorage.getItem('authRef')).toBeNull();
  });

  it('in production asks the bank app to return into the mini-app through the LIFF app link', async () => {
    bank = await startFakeBank(() => link());
    setRuntimeConfig({
      ...getRuntimeConfig(),
      environment: 'production',
      liffMock: false,
      liffId: '2000000000-abcdEFGH',
      kmaWebOrigins: ['http://localhost'],
    });
    sessionStorage.setItem('flow', 'unbinding');
    renderInApp(<RedirectKmaPage />, { path: '/redirect-kma' });
    await waitFor(() => expect(sessionStorage.getItem('authRef')).toBe('KMA-7'));
    expect(bank.requests[0]?.body).toMatchObject({ redirectPath: 'https://liff.line.me/2000000000-abcdEFGH/auth-kma-verification' });
  });

  it('on LINE for PC (no app store for it) the screen offers the OTP instead of a download it cannot give', async () => {
    playChatPlatform({ getOS: () => 'web' });
    const customer = holdTheClock();
    await launch('unbinding', () => link());
    // The customer turns down the popup's OTP offer, then reads the screen behind it.
    await customer.click(await screen.findByRole('button', { name: 'ยกเลิก' }, { timeout: KMA_APP_DETECT_MS + 1000 }));
    expect(screen.getByRole('heading', { name: 'ไม่พบแอปพลิเคชันของธนาคารในเครื่องนี้' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'ดาวน์โหลดแอปพลิเคชันของธนาคาร' })).not.toBeInTheDocument();
    expect(screen.queryByText(/ดาวน์โหลด/)).not.toBeInTheDocument();
    await customer.click(screen.getByRole('button', { name: 'ยืนยันตัวตนด้วยรหัส OTP' }));
    await waitFor(() => expect(location()).toHaveTextContent('/receive-otp'));
    expect(sessionStorage.getItem('authRef')).toBeNull();
  });

  it('opens a web link of the bank app and the app store outside LINE (liff.openWindow external)', async () => {
    const openExternal = jest.fn();
    playChatPlatform({ getOS: () => 'android', openExternal });
    const customer = holdTheClock();
    await launch('unbinding', () => link());
    await waitFor(() => expect(openExternal).toHaveBeenCalledWith(APP_LINK));
    // Nothing took the link: after the app-detection wait (on the held clock) the customer turns down the OTP offer.
    await customer.click(await screen.findByRole('button', { name: 'ยกเลิก' }, { timeout: KMA_APP_DETECT_MS + 1000 }));
    await customer.click(screen.getByRole('button', { name: 'ดาวน์โหลดแอปพลิเคชันของธนาคาร' }));
    expect(openExternal).toHaveBeenLastCalledWith('https://play.google.com/store/apps/details?id=com.kasikorn.retail.mbanking.wap');
  });
});
