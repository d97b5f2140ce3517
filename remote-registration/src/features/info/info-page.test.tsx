import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import {
  FEATURE_FLAG_DEFAULTS,
  featureFlagsAtom,
  getRuntimeConfig,
  registrationAtom,
  REGISTRATION_DEFAULTS,
  setRuntimeConfig,
} from 'shared-kernel';
import { switchLanguage } from 'shared-kernel/language';
import {
  fail,
  holdAnswer,
  holdTheClock,
  leavePage,
  ok,
  type RecordedRequest,
  renderInApp,
  type Reply,
  startFakeBank,
  aMomentLater,
  timePasses,
} from 'shared-kernel/testing';
import InfoPage from './info-page';
import { CAPTCHA_CLOSE_MS } from './use-captcha-gate';

type Bank = Awaited<ReturnType<typeof startFakeBank>>;
let bank: Bank;
const store = getDefaultStore();

const VALID_ID = '1101700001016';
const MOBILE = '0812345601';
const location = () => screen.getByRole('status', { name: 'ที่อยู่ปัจจุบัน' });
const idField = () => screen.getByLabelText('เลขบัตรประชาชน');
const mobileField = () => screen.getByLabelText('เบอร์โทรศัพท์มือถือ');
const next = () => screen.getByRole('button', { name: 'ถัดไป' });
const calls = (path: string) => bank.requests.filter((r: RecordedRequest) => r.path === path);

interface BankScript {
  check?: () => Reply | Promise<Reply>;
  preRegister?: (request: RecordedRequest) => Reply | Promise<Reply>;
  otpRequest?: () => Reply | Promise<Reply>;
  captcha?: () => Reply | Promise<Reply>;
}

async function startBank(script: BankScript = {}) {
  bank = await startFakeBank((request) => {
    if (request.path.startsWith('/registers/validate-captcha?')) {
      return script.captcha?.() ?? ok({ valid: new URLSearchParams(request.path.split('?')[1]).get('token') === 'CAPTCHA-1' });
    }
    switch (request.path) {
      case '/registers/check-customer':
        return script.check?.() ?? ok({ isValidateCaptcha: false, isHaveKMA: false });
      case '/registers/otp/pre-register':
      case '/registers/kma/pre-register':
        return (
          script.preRegister?.(request) ??
          ok({ registerRef: `REG-${calls(request.path).length}`, hashedMobileNumber: 'HASH', mustConfirmRegisterForReplace: false })
        );
      case '/registers/otp/request':
        return script.otpRequest?.() ?? ok({ otpRef: 'REF123', expiredAt: '2026-11-22T10:05:00+07:00' });
      default:
        return undefined;
    }
  });
  setRuntimeConfig({ ...getRuntimeConfig(), frameOrigins: [bank.baseUrl] });
}

async function fillValidForm() {
  await userEvent.type(idField(), VALID_ID);
  await userEvent.type(mobileField(), MOBILE);
}

beforeEach(() => {
  store.set(registrationAtom, REGISTRATION_DEFAULTS);
  store.set(featureFlagsAtom, FEATURE_FLAG_DEFAULTS);
});
afterEach(() => bank.close());

describe('/info fields', () => {
  beforeEach(() => startBank());

  it('shows no error before a field is focused, and the copy-deck error once it was', async () => {
    renderInApp(<InfoPage />, { path: '/info' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(next()).toBeDisabled();

    await userEvent.click(idField());
    expect(screen.getByRole('alert')).toHaveTextContent('กรุณากรอกเลขบัตรประชาชน');
    expect(screen.queryByText('กรุณากรอกเบอร์โทรศัพท์มือถือ')).not.toBeInTheDocument();

    await userEvent.type(idField(), '1101700001017');
    expect(screen.getByText('กรุณากรอกเลขบัตรประชาชน 13 หลักให้ถูกต้อง')).toBeVisible();

    await userEvent.click(mobileField());
    expect(screen.getByText('กรุณากรอกเบอร์โทรศัพท์มือถือ')).toBeVisible();
    await userEvent.type(mobileField(), '0012345678');
    expect(screen.getByText('กรุณากรอกเบอร์โทรศัพท์มือถือ 10 หลักให้ถูกต้อง')).toBeVisible();
  });

  it('Go (Enter) on a form not yet complete says what is missing in a field not yet visited, and sends nothing', async () => {
    renderInApp(<InfoPage />, { path: '/info' });
    await userEvent.type(idField(), VALID_ID);
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('กรุณากรอกเบอร์โทรศัพท์มือถือ');
    expect(idField()).toHaveValue('1-1017-00001-01-6');
    expect(calls('/registers/check-customer')).toEqual([]);
  });

  it('shows the ID and phone with dashes, drops letters and cuts the referral to 50', async () => {
    renderInApp(<InfoPage />, { path: '/info' });
    await userEvent.type(idField(), `${VALID_ID}99`);
    expect(idField()).toHaveValue('1-1017-00001-01-6');
    await userEvent.type(mobileField(), '08a12345601');
    expect(mobileField()).toHaveValue('081-234-5601');
    await userEvent.type(screen.getByLabelText('รหัสผู้แนะนำ (ถ้ามี)'), 'ก'.repeat(55));
    expect(screen.getByLabelText('รหัสผู้แนะนำ (ถ้ามี)')).toHaveValue('ก'.repeat(50));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(next()).toBeEnabled();
  });

  it('takes an ID and a mobile number typed in Thai or full-width digits as the same digits', async () => {
    renderInApp(<InfoPage />, { path: '/info' });
    await userEvent.type(idField(), '๑๑๐๑๗๐๐๐๐๑๐๑๖');
    expect(idField()).toHaveValue('1-1017-00001-01-6');
    await userEvent.type(mobileField(), '๐๘๑２３４５６０１');
    expect(mobileField()).toHaveValue('081-234-5601');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(next()).toBeEnabled();
  });

  it('takes a mobile number pasted in its international form as the Thai one', async () => {
    renderInApp(<InfoPage />, { path: '/info' });
    await userEvent.click(mobileField());
    await userEvent.paste('+66 81 234 5601');
    expect(mobileField()).toHaveValue('081-234-5601');
    await userEvent.clear(mobileField());
    await userEvent.paste('66812345601');
    expect(mobileField()).toHaveValue('081-234-5601');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['an ID card', '6-6123-45678-90-1'],
    ['a 12-digit account number', '661-2-34567-890'],
  ])(
    '[family:personal-data] takes %s pasted into the mobile field as a wrong number, not as a made-up one after a 66 country code',
    async (_what, pasted) => {
      renderInApp(<InfoPage />, { path: '/info' });
      await userEvent.click(mobileField());
      await userEvent.paste(pasted);
      await userEvent.tab();
      expect(mobileField()).toHaveValue('661-234-5678');
      expect(await screen.findByText('กรุณากรอกเบอร์โทรศัพท์มือถือ 10 หลักให้ถูกต้อง')).toBeVisible();
    },
  );

  it('takes a whole number pasted after a digit already typed as the number, not glued onto that digit', async () => {
    renderInApp(<InfoPage />, { path: '/info' });
    // The customer began typing, then pasted the number from their contacts.
    await userEvent.type(mobileField(), '0');
    await userEvent.paste('+66 81 234 5601');
    expect(mobileField()).toHaveValue('081-234-5601');
    await userEvent.clear(idField());
    await userEvent.type(idField(), '1');
    await userEvent.paste('1 1017 00001 01 6');
    expect(idField()).toHaveValue('1-1017-00001-01-6');
  });

  it('skips the ID checksum in debug mode only', async () => {
    sessionStorage.setItem('debugMode', 'on');
    renderInApp(<InfoPage />, { path: '/info' });
    await userEvent.type(idField(), '1101700001017');
    expect(screen.queryByText('กรุณากรอกเลขบัตรประชาชน 13 หลักให้ถูกต้อง')).not.toBeInTheDocument();
  });
});

describe('/info in English', () => {
  beforeEach(() => startBank());

  it('names its fields and explains a wrong value in English, and keeps what was typed when the language changes', async () => {
    renderInApp(<InfoPage />, { path: '/info' });
    await userEvent.type(idField(), '1101700001017');
    await act(() => switchLanguage('en'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your details' })).toBeVisible();
    expect(screen.getByLabelText('National ID number')).toHaveValue('1-1017-00001-01-7');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid 13-digit national ID number');
    await userEvent.click(screen.getByLabelText('Mobile number'));
    expect(screen.getByText('Please enter your mobile number')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});

describe('/info to verification', () => {
  it('pre-registers by OTP, keeps the references, asks for the OTP and opens /otp', async () => {
    await startBank();
    renderInApp(<InfoPage />, { path: '/info' });
    await fillValidForm();
    await userEvent.type(screen.getByLabelText('รหัสผู้แนะนำ (ถ้ามี)'), 'FRIEND1');
    await userEvent.click(next());
    await waitFor(() => expect(location()).toHaveTextContent('/otp'));

    expect(calls('/registers/check-customer')[0]?.body).toEqual({ identificationNumber: VALID_ID, mobileNumber: MOBILE });
    expect(calls('/registers/otp/pre-register')[0]?.body).toEqual({
      identificationNumber: VALID_ID,
      mobileNumber: MOBILE,
      referral: 'FRIEND1',
      recaptchaToken: '',
      deviceOS: 'OTHERS',
    });
    expect(calls('/registers/otp/request')[0]?.body).toEqual({ registerRef: 'REG-1' });
    expect(localStorage.getItem('registerRef')).toBe('REG-1');
    expect(localStorage.getItem('hashedMobileNumber')).toBe('HASH');
    expect(sessionStorage.getItem('flow')).toBe('register');
    expect(store.get(registrationAtom)).toMatchObject({
      registerRef: 'REG-1',
      otpRef: 'REF123',
      mobileNumber: MOBILE,
    });
  });

  it('a second Enter while the first is still with the bank starts nothing more: one registration, one SMS', async () => {
    let answerCheck: () => void = () => undefined;
    const checkHeld = new Promise<void>((resolve) => {
      answerCheck = resolve;
    });
    bank = await startFakeBank(async (request) => {
      switch (request.path) {
        case '/registers/check-customer':
          await checkHeld;
          return ok({ isValidateCaptcha: false, isHaveKMA: false });
        case '/registers/otp/pre-register':
          return ok({ registerRef: 'REG-1', hashedMobileNumber: 'HASH', mustConfirmRegisterForReplace: false });
        case '/registers/otp/request':
          return ok({ otpRef: 'REF123', expiredAt: '2026-11-22T10:05:00+07:00' });
        default:
          return undefined;
      }
    });
    renderInApp(<InfoPage />, { path: '/info' });
    await fillValidForm();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(calls('/registers/check-customer')).toHaveLength(1));
    await userEvent.keyboard('{Enter}');
    answerCheck();
    await waitFor(() => expect(location()).toHaveTextContent('/otp'));
    expect(calls('/registers/check-customer')).toHaveLength(1);
    expect(calls('/registers/otp/pre-register')).toHaveLength(1);
    expect(calls('/registers/otp/request')).toHaveLength(1);
  });

  it('goes the KMA way when the customer has the bank app and the flag allows it', async () => {
    await startBank({ check: () => ok({ isValidateCaptcha: false, isHaveKMA: true }) });
    store.set(featureFlagsAtom, { ...FEATURE_FLAG_DEFAULTS, enableRegistrationKma: true });
    renderInApp(<InfoPage />, { path: '/info' });
    await fillValidForm();
    await userEvent.click(next());
    await waitFor(() => expect(location()).toHaveTextContent('/redirect-kma'));
    expect(calls('/registers/kma/pre-register')).toHaveLength(1);
    // The launch page asks for the deep link itself; asking here too would open a second request.
    expect(calls('/registers/kma/deep-link/request')).toHaveLength(0);
    expect(calls('/registers/otp/request')).toHaveLength(0);
    expect(localStorage.getItem('registerRef')).toBe('REG-1');
    expect(sessionStorage.getItem('flow')).toBe('register');
    expect(store.get(registrationAtom)).toMatchObject({ isRegisterByKma: true, registerRef: 'REG-1' });
  });

  it('uses OTP for a bank-app customer while the KMA flag is off', async () => {
    await startBank({ check: () => ok({ isValidateCaptcha: false, isHaveKMA: true }) });
    renderInApp(<InfoPage />, { path: '/info' });
    await fillValidForm();
    await userEvent.click(next());
    await waitFor(() => expect(location()).toHaveTextContent('/otp'));
    expect(calls('/registers/kma/pre-register')).toHaveLength(0);
  });

  it('asks before replacing the earlier chat account, and pre-registers again with isSkipReplace', async () => {
    await startBank({
      preRegister: (request) =>
        ok({
          registerRef: `REG-${calls(request.path).length}`,
          hashedMobileNumber: 'HASH',
          mustConfirmRegisterForReplace: (request.body as { isSkipReplace?: boolean }).isSkipReplace !== true,
        }),
    });
    renderInApp(<InfoPage />, { path: '/info' });
    await fillValidForm();
    await userEvent.click(next());
    expect(await screen.findByRole('alertdialog', { name: 'ยืนยันการลงทะเบียนด้วยบัญชี LINE นี้' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'ดำเนินการต่อ' }));
    await waitFor(() => expect(location()).toHaveTextContent('/otp'));
    expect(calls('/registers/otp/pre-register').map((r) => (r.body as { isSkipReplace?: boolean }).isSkipReplace)).toEqual([
      undefined,
      true,
    ]);
    expect(calls('/registers/otp/request')[0]?.body).toEqual({ registerRef: 'REG-2' });
  });

  it('stops on /info when the customer cancels the replace question', async () => {
    await startBank({
      preRegister: () => ok({ registerRef: 'REG-1', hashedMobileNumber: 'HASH', mustConfirmRegisterForReplace: true }),
    });
    renderInApp(<InfoPage />, { path: '/info' });
    await fillValidForm();
    await userEvent.click(next());
    await userEvent.click(await screen.findByRole('button', { name: 'ยกเลิก' }));
    expect(location()).toHaveTextContent('/info');
    expect(calls('/registers/otp/pre-register')).toHaveLength(1);
    expect(calls('/registers/otp/request')).toHaveLength(0);
    expect(idField()).toHaveValue('1-1017-00001-01-6');
  });

  it('treats LKS0405 from the OTP request as the same question', async () => {
    let asked = false;
    await startBank({
      otpRequest: () => {
        if (asked) return ok({ otpRef: 'REF9', expiredAt: '2026-11-22T10:05:00+07:00' });
        asked = true;
        return fail('LKS0405');
      },
    });
    renderInApp(<InfoPage />, { path: '/info' });
    await fillValidForm();
    await userEvent.click(next());
    await userEvent.click(await screen.findByRole('button', { name: 'ดำเนินการต่อ' }));
    await waitFor(() => expect(location()).toHaveTextContent('/otp'));
    expect((calls('/registers/otp/pre-register')[1]?.body as { isSkipReplace?: boolean }).isSkipReplace).toBe(true);
  });

  it('shows the customer-not-found popup and keeps what was typed', async () => {
    await startBank({ check: () => fail('LKS0402') });
    renderInApp(<InfoPage />, { path: '/info' });
    await fillValidForm();
    await userEvent.click(next());
    expect(await screen.findByRole('alertdialog', { name: 'ไม่พบข้อมูลลูกค้า' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'ตกลง' }));
    expect(location()).toHaveTextContent('/info');
    expect(mobileField()).toHaveValue('081-234-5601');
  });

  it('sends a locked registration to the lock screen that returns to /info', async () => {
    await startBank({ preRegister: () => fail('LKS0406', 423) });
    renderInApp(<InfoPage />, { path: '/info' });
    await fillValidForm();
    await userEvent.click(next());
    await userEvent.click(await screen.findByRole('button', { name: 'ตกลง' }));
    await waitFor(() => expect(location()).toHaveTextContent('/locked-register'));
    expect(JSON.parse(location().getAttribute('data-state') ?? 'null')).toMatchObject({ verifyBy: 'info' });
  });
});

describe('/info left while the bank is answering', () => {
  /** A bank whose answer on `path` waits until released; every other answer is the usual one. */
  async function startHeldBank(path: keyof BankScript, answer: () => Reply, script: BankScript = {}) {
    const held = holdAnswer(answer);
    await startBank({ ...script, [path]: held.reply });
    return held.release;
  }

  /** Fills the form, taps Next and leaves once the bank has `path`'s request, then lets it answer. */
  async function leaveWhileWaitingOn(requestPath: string, release: () => Promise<void>) {
    renderInApp(<InfoPage />, { path: '/info', leaveTo: '/register' });
    await fillValidForm();
    await userEvent.click(next());
    await waitFor(() => expect(calls(requestPath)).toHaveLength(1));
    // The customer goes elsewhere (the phone's back gesture) before the bank answers.
    leavePage();
    await release();
    await aMomentLater();
  }

  it.each([
    ['a customer to register', () => ok({ isValidateCaptcha: false, isHaveKMA: false })],
    ['a customer who must pass the captcha', () => ok({ isValidateCaptcha: true, isHaveKMA: false })],
    ['a refusal', () => fail('LKS0402')],
  ])('checking the customer answers %s: nothing more is asked and nothing opens over where they went', async (_, answer) => {
    await leaveWhileWaitingOn('/registers/check-customer', await startHeldBank('check', answer));
    expect(calls('/registers/otp/pre-register')).toHaveLength(0);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/register$/);
  });

  it.each([
    ['a registration', () => ok({ registerRef: 'REG-1', hashedMobileNumber: 'HASH', mustConfirmRegisterForReplace: false })],
    ['the replace question', () => ok({ registerRef: 'REG-1', hashedMobileNumber: 'HASH', mustConfirmRegisterForReplace: true })],
    ['a refusal', () => fail('LKS9999')],
  ])('pre-registering answers %s: no OTP is sent and nothing opens over where they went', async (_, answer) => {
    await leaveWhileWaitingOn('/registers/otp/pre-register', await startHeldBank('preRegister', answer));
    expect(calls('/registers/otp/request')).toHaveLength(0);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/register$/);
  });

  it.each([
    ['the code', () => ok({ otpRef: 'REF123', expiredAt: '2026-11-22T10:05:00+07:00' })],
    ['a refusal', () => fail('LKS9999')],
  ])('asking for the OTP answers %s: the customer stays where they went, with no popup', async (_, answer) => {
    await leaveWhileWaitingOn('/registers/otp/request', await startHeldBank('otpRequest', answer));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/register$/);
  });

  it('checking the captcha token answers a refusal: no popup opens over where they went', async () => {
    const release = await startHeldBank('captcha', () => ok({ valid: false }), {
      check: () => ok({ isValidateCaptcha: true, isHaveKMA: false }),
    });
    renderInApp(<InfoPage />, { path: '/info', leaveTo: '/register' });
    await fillValidForm();
    await userEvent.click(next());
    const frame = await screen.findByTitle<HTMLIFrameElement>('ยืนยันว่าคุณไม่ใช่โปรแกรมอัตโนมัติ');
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: bank.baseUrl,
          source: frame.contentWindow,
          data: { type: 'captcha-token', token: 'CAPTCHA-1' },
        }),
      );
    });
    await waitFor(() => expect(bank.requests.filter((r) => r.path.startsWith('/registers/validate-captcha'))).toHaveLength(1));
    // Back twice: the first closes the captcha, the second leaves /info.
    leavePage();
    leavePage();
    await release();
    await aMomentLater();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/register$/);
  });
});

describe('/info captcha', () => {
  const captchaFrame = () => screen.getByTitle<HTMLIFrameElement>('ยืนยันว่าคุณไม่ใช่โปรแกรมอัตโนมัติ');
  /** A message as the browser delivers it; by default from the captcha frame's own window. */
  const postToken = (origin: string, token: string, source: MessageEventSource | null = captchaFrame().contentWindow) =>
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { origin, source, data: { type: 'captcha-token', token } }));
    });

  it('frames the captcha when asked, takes a token only from its origin, closes 2 s later and continues', async () => {
    await startBank({ check: () => ok({ isValidateCaptcha: true, isHaveKMA: false }) });
    renderInApp(<InfoPage />, { path: '/info' });
    await fillValidForm();
    await userEvent.click(next());

    const dialog = await screen.findByRole('dialog', { name: 'ยืนยันว่าคุณไม่ใช่โปรแกรมอัตโนมัติ' });
    expect(location()).toHaveTextContent('/info?isValidateCaptcha=true');
    const frame = screen.getByTitle('ยืนยันว่าคุณไม่ใช่โปรแกรมอัตโนมัติ');
    expect(frame.getAttribute('src')).toContain(`${bank.baseUrl}/__sandbox/captcha`);

    postToken('http://evil.test', 'FORGED');
    expect(screen.queryByText('ยืนยันเรียบร้อยแล้ว')).not.toBeInTheDocument();

    holdTheClock();
    postToken(bank.baseUrl, 'CAPTCHA-1');
    expect(await screen.findByText('ยืนยันเรียบร้อยแล้ว')).toBeVisible();
    timePasses(1_999);
    expect(dialog).toBeInTheDocument();
    expect(location()).toHaveTextContent('/info?isValidateCaptcha=true');
    timePasses(1);
    await waitFor(() => expect(location()).toHaveTextContent('/otp'));
    expect(calls('/registers/otp/pre-register')[0]?.body).toMatchObject({ recaptchaToken: 'CAPTCHA-1' });
  });

  it('says ยืนยันเรียบร้อยแล้ว through a status region the overlay had from its opening, so a screen reader announces it', async () => {
    await startBank({ check: () => ok({ isValidateCaptcha: true, isHaveKMA: false }) });
    renderInApp(<InfoPage />, { path: '/info' });
    await fillValidForm();
    await userEvent.click(next());
    const dialog = await screen.findByRole('dialog', { name: 'ยืนยันว่าคุณไม่ใช่โปรแกรมอัตโนมัติ' });
    const status = within(dialog).getByRole('status');
    expect(status).toHaveTextContent('');
    postToken(bank.baseUrl, 'CAPTCHA-1');
    await waitFor(() => expect(status).toHaveTextContent('ยืนยันเรียบร้อยแล้ว'));
  });

  it('[family:url-lists] takes a token only from the captcha frame itself, not another window of the same origin', async () => {
    await startBank({ check: () => ok({ isValidateCaptcha: true, isHaveKMA: false }) });
    renderInApp(<InfoPage />, { path: '/info' });
    await fillValidForm();
    await userEvent.click(next());
    await screen.findByRole('dialog', { name: 'ยืนยันว่าคุณไม่ใช่โปรแกรมอัตโนมัติ' });

    // Another frame or a popup opened from the captcha's origin posts a forged token.
    const otherFrame = document.body.appendChild(document.createElement('iframe'));
    postToken(bank.baseUrl, 'FORGED-1', otherFrame.contentWindow);
    postToken(bank.baseUrl, 'FORGED-2', window);
    postToken(bank.baseUrl, 'FORGED-3', null);
    expect(screen.queryByText('ยืนยันเรียบร้อยแล้ว')).not.toBeInTheDocument();
    otherFrame.remove();

    // The frame's own token, posted after them, is the only one the bank is asked about.
    postToken(bank.baseUrl, 'CAPTCHA-1');
    expect(await screen.findByText('ยืนยันเรียบร้อยแล้ว')).toBeVisible();
    expect(bank.requests.filter((r) => r.path.startsWith('/registers/validate-captcha')).map((r) => r.path)).toEqual([
      '/registers/validate-captcha?token=CAPTCHA-1',
    ]);
  });

  it('closes the overlay and says so when the bank does not accept the token', async () => {
    await startBank({ check: () => ok({ isValidateCaptcha: true, isHaveKMA: false }) });
    renderInApp(<InfoPage />, { path: '/info' });
    await fillValidForm();
    await userEvent.click(next());
    await screen.findByRole('dialog', { name: 'ยืนยันว่าคุณไม่ใช่โปรแกรมอัตโนมัติ' });
    postToken(bank.baseUrl, 'STALE');
    expect(await screen.findByRole('alertdialog', { name: 'ยืนยันไม่สำเร็จ กรุณากดถัดไปเพื่อลองใหม่อีกครั้ง' })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location()).toHaveTextContent(/^\/info$/);
    expect(calls('/registers/otp/pre-register')).toHaveLength(0);
    expect(store.get(registrationAtom).reCaptchaToken).toBe('');
  });

  describe("leaves no entry of its own in the phone's history once it has closed", () => {
    /** /info reached from the terms, the captcha asked for: the screen behind /info is the terms. */
    async function openOverlay() {
      await startBank({ check: () => ok({ isValidateCaptcha: true, isHaveKMA: false }) });
      renderInApp(<InfoPage />, { path: '/info', leaveTo: '/terms-and-conditions' });
      await fillValidForm();
      await userEvent.click(next());
      await screen.findByRole('dialog', { name: 'ยืนยันว่าคุณไม่ใช่โปรแกรมอัตโนมัติ' });
    }

    it('cancelled: one back leaves /info for the screen behind it', async () => {
      await openOverlay();
      await userEvent.click(screen.getByRole('button', { name: 'ยกเลิก' }));
      await waitFor(() => expect(location()).toHaveTextContent(/^\/info$/));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      leavePage();
      expect(location()).toHaveTextContent(/^\/terms-and-conditions$/);
    });

    it('refused by the bank: says so over /info, and one back then leaves it', async () => {
      await openOverlay();
      postToken(bank.baseUrl, 'STALE');
      const refused = await screen.findByRole('alertdialog', { name: 'ยืนยันไม่สำเร็จ กรุณากดถัดไปเพื่อลองใหม่อีกครั้ง' });
      expect(location()).toHaveTextContent(/^\/info$/);
      await userEvent.click(screen.getByRole('button', { name: 'ตกลง' }));
      expect(refused).not.toBeInTheDocument();
      leavePage();
      expect(location()).toHaveTextContent(/^\/terms-and-conditions$/);
    });

    it('solved: back from /otp is /info without the overlay, and the next back the screen behind it', async () => {
      await openOverlay();
      holdTheClock();
      postToken(bank.baseUrl, 'CAPTCHA-1');
      expect(await screen.findByText('ยืนยันเรียบร้อยแล้ว')).toBeVisible();
      timePasses(CAPTCHA_CLOSE_MS);
      await waitFor(() => expect(location()).toHaveTextContent(/^\/otp$/));
      expect(calls('/registers/otp/pre-register')).toHaveLength(1);
      leavePage();
      expect(location()).toHaveTextContent(/^\/info$/);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      leavePage();
      expect(location()).toHaveTextContent(/^\/terms-and-conditions$/);
      expect(calls('/registers/otp/pre-register')).toHaveLength(1);
    });
  });

  it('never frames a captcha page whose origin is not allowed, and can be cancelled', async () => {
    await startBank({ check: () => ok({ isValidateCaptcha: true, isHaveKMA: false }) });
    setRuntimeConfig({ ...getRuntimeConfig(), frameOrigins: [] });
    renderInApp(<InfoPage />, { path: '/info' });
    await fillValidForm();
    await userEvent.click(next());
    expect(await screen.findByText('ไม่สามารถแสดงหน้ายืนยันได้ในขณะนี้ กรุณาลองใหม่อีกครั้งภายหลัง')).toBeVisible();
    expect(screen.queryByTitle('ยืนยันว่าคุณไม่ใช่โปรแกรมอัตโนมัติ')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'ยกเลิก' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/info$/);
    expect(calls('/registers/otp/pre-register')).toHaveLength(0);
  });
});
