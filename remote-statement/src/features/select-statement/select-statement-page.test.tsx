import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getRuntimeConfig, setRuntimeConfig, sha256Hex } from 'shared-kernel';
import { switchLanguage } from 'shared-kernel/language';
import { todayInBangkok } from '../../dates/bangkok-time';
import { addDays } from '../../dates/calendar-date';
import { formatFullThaiDate, formatShortThaiDate } from '../../dates/thai-date';
import { fail, ok, holdTheClock, leavePage, renderInApp, type Reply, startFakeBank, aMomentLater } from 'shared-kernel/testing';
import { getDefaultStore } from 'jotai';
import SelectStatementPage from './select-statement-page';
import { statementFormDraftAtom } from './statement-form-draft';

const ACCOUNT_REF = 'AR-TEST-1';
const PAGE_PATH = `/select-statement?accountRef=${ACCOUNT_REF}`;

let answers: Record<string, () => Reply | Promise<Reply>>;
let bank: Awaited<ReturnType<typeof startFakeBank>>;

const account = (extra: Record<string, unknown> = {}) =>
  ok({ accountNumber: '2000000011', accountType: 'SVNG', accountRef: ACCOUNT_REF, email: 'somsak.c@example.com', ...extra });

beforeEach(async () => {
  // A new page each test: no form kept from the one before.
  getDefaultStore().set(statementFormDraftAtom, null);
  sessionStorage.setItem('accessToken', 'at-1');
  // Verified for the statement: the token and the flow it was earned in.
  sessionStorage.setItem('flow', 'select-statement');
  sessionStorage.setItem('verifyToken', 'vt-1');
  (window as unknown as { dataLayer: unknown[] }).dataLayer = [];
  answers = {
    '/bank-accounts/account-details/statement': () => account(),
    '/statements': () => ok({}),
  };
  bank = await startFakeBank((request) => {
    const answer = answers[request.path];
    return answer?.();
  });
});
afterEach(() => bank.close());

const location = () => screen.getByRole('status', { name: 'ที่อยู่ปัจจุบัน' });
const sendButton = () => screen.getByRole('button', { name: 'ส่งคำขอ' });
const emailField = () => screen.getByLabelText('อีเมลสำหรับรับรายการเดินบัญชี');
const statementCalls = () => bank.requests.filter((request) => request.path === '/statements');
const dataLayer = () => (window as unknown as { dataLayer: Array<Record<string, unknown>> }).dataLayer;

async function renderForm() {
  renderInApp(<SelectStatementPage />, { path: PAGE_PATH, route: '/select-statement' });
  await waitFor(() => expect(emailField()).toHaveValue('somsak.c@example.com'));
}

describe('/select-statement', () => {
  it('shows the account type and number the bank answered, and the 12-month note', async () => {
    await renderForm();
    const header = screen.getByRole('region', { name: 'บัญชี' });
    expect(header).toHaveTextContent('ออมทรัพย์');
    expect(header).toHaveTextContent('200-0-00001-1');
    expect(screen.getByText('ขอรายการเดินบัญชีย้อนหลังได้ไม่เกิน 12 เดือน')).toBeVisible();
    expect(bank.requests.find((r) => r.path === '/bank-accounts/account-details/statement')?.body).toEqual({ accountRef: ACCOUNT_REF });
    expect(bank.requests[0]?.headers.authorization).toBe('Bearer vt-1');
  });

  it('names a current account, and shows savings for a type it does not know', async () => {
    answers['/bank-accounts/account-details/statement'] = () => account({ accountType: 'CURR' });
    const first = renderInApp(<SelectStatementPage />, { path: PAGE_PATH, route: '/select-statement' });
    expect(await screen.findByText('กระแสรายวัน')).toBeVisible();
    first.unmount();
    answers['/bank-accounts/account-details/statement'] = () => account({ accountType: 'FCD' });
    renderInApp(<SelectStatementPage />, { path: PAGE_PATH, route: '/select-statement' });
    await waitFor(() => expect(screen.getByRole('region', { name: 'บัญชี' })).toHaveTextContent('200-0-00001-1'));
    expect(screen.getByRole('region', { name: 'บัญชี' })).toHaveTextContent('ออมทรัพย์');
  });

  it('keeps the account reference for the journey and reports errors under the statement category', async () => {
    await renderForm();
    expect(localStorage.getItem('accountRef')).toBe(ACCOUNT_REF);
    expect(sessionStorage.getItem('errorCategory')).toBe('STATEMENT_REQUEST_ERROR');
  });

  it('starts with one month, Thai language, and the dates of the last 30 days', async () => {
    await renderForm();
    const today = todayInBangkok();
    expect(screen.getByRole('radio', { name: 'ย้อนหลัง 1 เดือน' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'ภาษาไทย' })).toBeChecked();
    expect(screen.getByLabelText('ตั้งแต่วันที่')).toHaveValue(formatShortThaiDate(addDays(today, -29)));
    expect(screen.getByLabelText('ถึงวันที่')).toHaveValue(formatShortThaiDate(today));
    expect(sendButton()).toBeEnabled();
  });

  it('tells a screen reader each date in full, not only as the field’s short form (พ.ย. 69)', async () => {
    await renderForm();
    const today = todayInBangkok();
    expect(screen.getByLabelText('ตั้งแต่วันที่')).toHaveAccessibleDescription(formatFullThaiDate(addDays(today, -29)));
    expect(screen.getByLabelText('ถึงวันที่')).toHaveAccessibleDescription(formatFullThaiDate(today));
  });

  it('does not open the calendar for a preset period', async () => {
    await renderForm();
    await userEvent.click(screen.getByLabelText('ตั้งแต่วันที่'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  // 01:30 on 15 March in Bangkok, still 14 March in UTC: the period ends on Bangkok's today.
  it.each([
    ['ย้อนหลัง 1 เดือน', 30, '2026-02-14'],
    ['ย้อนหลัง 3 เดือน', 90, '2025-12-16'],
    ['ย้อนหลัง 6 เดือน', 180, '2025-09-17'],
    ['ย้อนหลัง 9 เดือน', 270, '2025-06-19'],
    ['ย้อนหลัง 12 เดือน', 360, '2025-03-21'],
  ] as const)('%s sends from today − %i + 1 day (%s) to today, Bangkok time, then shows the success page', async (label, _days, from) => {
    const user = holdTheClock();
    jest.setSystemTime(new Date('2026-03-14T18:30:00Z'));
    await renderForm();
    await user.click(screen.getByRole('radio', { name: label }));
    await user.click(screen.getByRole('radio', { name: 'ภาษาอังกฤษ' }));
    await user.click(sendButton());
    await waitFor(() => expect(location()).toHaveTextContent('/success-statement'));
    expect(statementCalls().map((r) => r.body)).toEqual([
      {
        accountRef: ACCOUNT_REF,
        Language: 'EN',
        FromBookingDateTime: `${from}T00:00:00+07:00`,
        ToBookingDateTime: '2026-03-15T23:59:59+07:00',
        Email: 'somsak.c@example.com',
      },
    ]);
  });

  it('clears both dates for a custom period and waits for both before sending', async () => {
    await renderForm();
    await userEvent.click(screen.getByRole('radio', { name: 'กำหนดเอง' }));
    expect(screen.getByLabelText('ตั้งแต่วันที่')).toHaveValue('');
    expect(screen.getByLabelText('ถึงวันที่')).toHaveValue('');
    expect(sendButton()).toBeDisabled();
  });

  it('sends a custom range picked in the calendar', async () => {
    await renderForm();
    const today = todayInBangkok();
    const from = addDays(today, -3);
    await userEvent.click(screen.getByRole('radio', { name: 'กำหนดเอง' }));

    await userEvent.click(screen.getByLabelText('ตั้งแต่วันที่'));
    const fromDialog = screen.getByRole('dialog', { name: 'ตั้งแต่วันที่' });
    // The view opens on today's month; the from-date may be in the month before.
    if (from.slice(0, 7) !== today.slice(0, 7)) await userEvent.click(within(fromDialog).getByRole('button', { name: 'เดือนก่อนหน้า' }));
    await userEvent.click(within(fromDialog).getByRole('button', { name: formatFullThaiDate(from) }));
    await userEvent.click(within(fromDialog).getByRole('button', { name: 'เสร็จสิ้น' }));
    expect(screen.getByLabelText('ตั้งแต่วันที่')).toHaveValue(formatShortThaiDate(from));

    await userEvent.click(screen.getByLabelText('ถึงวันที่'));
    const toDialog = screen.getByRole('dialog', { name: 'ถึงวันที่' });
    await userEvent.click(within(toDialog).getByRole('button', { name: 'เสร็จสิ้น' }));
    expect(screen.getByLabelText('ถึงวันที่')).toHaveValue(formatShortThaiDate(today));

    await userEvent.click(sendButton());
    await waitFor(() => expect(location()).toHaveTextContent('/success-statement'));
    expect(statementCalls()[0]?.body).toMatchObject({
      FromBookingDateTime: `${from}T00:00:00+07:00`,
      ToBookingDateTime: `${today}T23:59:59+07:00`,
      Language: 'TH',
    });
  });

  it('does not let the to-date go before the from-date', async () => {
    // Mid-month, so the day before the from-date is on the calendar page drawn: on the 1st the
    // check of that day had nothing to look at.
    const user = holdTheClock();
    jest.setSystemTime(new Date('2026-03-15T03:00:00Z'));
    await renderForm();
    const today = todayInBangkok();
    await user.click(screen.getByRole('radio', { name: 'กำหนดเอง' }));
    await user.click(screen.getByLabelText('ตั้งแต่วันที่'));
    await user.click(screen.getByRole('button', { name: 'เสร็จสิ้น' }));
    expect(screen.getByLabelText('ตั้งแต่วันที่')).toHaveValue(formatShortThaiDate(today));
    await user.click(screen.getByLabelText('ถึงวันที่'));
    expect(screen.getByRole('button', { name: formatFullThaiDate(addDays(today, -1)) })).toBeDisabled();
    expect(screen.getByRole('button', { name: formatFullThaiDate(today) })).toBeEnabled();
  });

  describe('e-mail', () => {
    it('says กรุณากรอกอีเมล when left empty, disables sending and tracks it', async () => {
      await renderForm();
      await userEvent.clear(emailField());
      await userEvent.tab();
      expect(await screen.findByText('กรุณากรอกอีเมล')).toBeVisible();
      expect(emailField()).toHaveAttribute('aria-invalid', 'true');
      expect(sendButton()).toBeDisabled();
      expect(dataLayer()).toContainEqual({ event: 'statement_email_error', flow: 'Request Statement', errorType: 'EMPTY' });
    });

    it('shows the example when the address is wrong, checked when Enter is pressed', async () => {
      await renderForm();
      await userEvent.clear(emailField());
      await userEvent.type(emailField(), 'somsak@example{Enter}');
      expect(await screen.findByText('กรุณากรอกอีเมลให้ถูกต้อง เช่น simple@example.com')).toBeVisible();
      expect(emailField()).not.toHaveFocus();
      expect(sendButton()).toBeDisabled();
      expect(dataLayer()).toContainEqual({ event: 'statement_email_error', flow: 'Request Statement', errorType: 'INVALID' });
    });

    it("asks an iPhone's keyboard to leave the address as typed: no correction, no capital, no spelling marks", async () => {
      // Safari corrects the words of a text field unless told not to; it leaves type="email" alone,
      // which this field cannot be (see the page): a name in the address could be 'corrected'.
      await renderForm();
      expect(emailField()).toHaveAttribute('autocorrect', 'off');
      expect(emailField()).toHaveAttribute('autocapitalize', 'off');
      expect(emailField()).toHaveAttribute('spellcheck', 'false');
    });

    it('keeps out characters an address cannot hold', async () => {
      await renderForm();
      await userEvent.clear(emailField());
      await userEvent.type(emailField(), 'สม ชาย!#a.b+c@ex-ample.co');
      expect(emailField()).toHaveValue('a.b+c@ex-ample.co');
    });

    const expectAddressAlone = async (pasted: string) => {
      await renderForm();
      await userEvent.clear(emailField());
      await userEvent.paste(pasted);
      expect(emailField()).toHaveValue('somchai.j@example.com');
    };

    it.each([
      ['a name and the address in brackets, as a mail app copies it', 'Somchai Jaidee <somchai.j@example.com>'],
      ['a mailto link', 'mailto:somchai.j@example.com'],
      ['a mailto link with a subject, as a web page links it', 'mailto:somchai.j@example.com?subject=Statement'],
    ])('takes the address alone from %s, not what comes with it glued onto it', async (_form, pasted) => {
      await expectAddressAlone(pasted);
    });

    it.each([
      [
        'an address with its link in brackets, as a mail app writes a link in plain text',
        'somchai.j@example.com <mailto:somchai.j@example.com>',
      ],
      ['a name and a mailto link with a subject in brackets', 'Somchai Jaidee <MAILTO:somchai.j@example.com?subject=Statement>'],
    ])("[family:personal-data] takes the address alone from %s, not a stranger's address made of the link", async (_form, pasted) => {
      await expectAddressAlone(pasted);
    });

    it('accepts a local part of 64 characters but not 65', async () => {
      await renderForm();
      await userEvent.clear(emailField());
      await userEvent.type(emailField(), `${'a'.repeat(65)}@example.com`);
      await userEvent.tab();
      expect(await screen.findByText('กรุณากรอกอีเมลให้ถูกต้อง เช่น simple@example.com')).toBeVisible();
      await userEvent.clear(emailField());
      await userEvent.type(emailField(), `${'a'.repeat(64)}@example.com`);
      await userEvent.tab();
      await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
      expect(sendButton()).toBeEnabled();
    });

    it('checks a wrong prefilled address at once', async () => {
      answers['/bank-accounts/account-details/statement'] = () => account({ email: 'somsak@localhost' });
      renderInApp(<SelectStatementPage />, { path: PAGE_PATH, route: '/select-statement' });
      expect(await screen.findByText('กรุณากรอกอีเมลให้ถูกต้อง เช่น simple@example.com')).toBeVisible();
      expect(sendButton()).toBeDisabled();
    });

    it('starts empty and quiet when the bank has no address on file', async () => {
      answers['/bank-accounts/account-details/statement'] = () => account({ email: null });
      renderInApp(<SelectStatementPage />, { path: PAGE_PATH, route: '/select-statement' });
      await waitFor(() => expect(screen.getByRole('region', { name: 'บัญชี' })).toHaveTextContent('200-0-00001-1'));
      expect(emailField()).toHaveValue('');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(sendButton()).toBeDisabled();
    });
  });

  it('sends one request however often the button is tapped', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The bank holds its answer so the taps land while the first request is on its way.
    answers['/statements'] = () => held.then(() => ok({}));
    await renderForm();
    await userEvent.click(sendButton());
    await waitFor(() => expect(statementCalls()).toHaveLength(1));
    expect(sendButton()).toBeDisabled();
    await userEvent.click(sendButton());
    await userEvent.click(sendButton());
    release();
    await waitFor(() => expect(location()).toHaveTextContent('/success-statement'));
    expect(statementCalls()).toHaveLength(1);
  });

  it('forgets the verify token once the statement is sent: the bank takes it for one statement, so the next asks for verification again', async () => {
    await renderForm();
    await userEvent.click(sendButton());
    await waitFor(() => expect(location()).toHaveTextContent('/success-statement'));
    expect(sessionStorage.getItem('verifyToken')).toBeNull();
    expect(sessionStorage.getItem('flow')).toBe('select-statement');
  });

  it('leaves the customer where they went when they leave while the request is on its way', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    answers['/statements'] = () => held.then(() => ok({}));
    renderInApp(<SelectStatementPage />, { path: PAGE_PATH, route: '/select-statement', leaveTo: '/setting' });
    await waitFor(() => expect(emailField()).toHaveValue('somsak.c@example.com'));
    await userEvent.click(sendButton());
    await waitFor(() => expect(statementCalls()).toHaveLength(1));
    // The customer goes elsewhere (the phone's back gesture) before the bank answers.
    leavePage();
    expect(location()).toHaveTextContent('/setting');
    await act(async () => release());
    await aMomentLater();
    expect(location()).toHaveTextContent('/setting');
  });

  it('tracks the submit with the SHA-256 of the lower-cased e-mail and never the hashed phone', async () => {
    localStorage.setItem('hashedMobileNumber', 'hashed-0891234501');
    await renderForm();
    await userEvent.clear(emailField());
    await userEvent.type(emailField(), 'Somsak.C@Example.com');
    await userEvent.click(sendButton());
    await waitFor(() => expect(location()).toHaveTextContent('/success-statement'));
    expect(dataLayer()).toContainEqual({
      event: 'statement_request_submit',
      flow: 'Request Statement',
      period: 30,
      language: 'TH',
      hashedEmail: await sha256Hex('somsak.c@example.com'),
    });
    expect(JSON.stringify(dataLayer())).not.toMatch(/example\.com|hashed-0891234501/i);
  });

  it('stays on the form with the Thai popup when the bank refuses, and lets the customer try again', async () => {
    answers['/statements'] = () => fail('LKS9999');
    await renderForm();
    await userEvent.click(sendButton());
    expect(await screen.findByRole('alertdialog', { name: 'ไม่สามารถทำรายการได้ในขณะนี้' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'ตกลง' }));
    expect(location()).toHaveTextContent('/select-statement');
    answers['/statements'] = () => ok({});
    await userEvent.click(sendButton());
    await waitFor(() => expect(location()).toHaveTextContent('/success-statement'));
    expect(statementCalls()).toHaveLength(2);
  });

  describe('a Send whose answer was lost', () => {
    /** The bank takes the first Send but its answer never comes (the app's time limit, short here); it refuses the next as the token is spent. */
    async function sendAnswerLost() {
      let sends = 0;
      answers['/statements'] = () => (++sends === 1 ? new Promise<never>(() => undefined) : fail('LKS0107'));
      // The bank's client is made at the first call, so it takes this limit.
      setRuntimeConfig({ ...getRuntimeConfig(), requestTimeoutMs: 300 });
      await renderForm();
      await userEvent.click(sendButton());
      await userEvent.click(await screen.findByRole('button', { name: 'ตกลง' }));
      expect(location()).toHaveTextContent('/select-statement');
    }

    it('the same Send refused as the token spent (LKS0107) says the statement was sent', async () => {
      await sendAnswerLost();
      await userEvent.click(sendButton());
      await waitFor(() => expect(location()).toHaveTextContent('/success-statement'));
      expect(statementCalls()).toHaveLength(2);
    });

    // The host's server gives up on a bank too slow to answer before the app does, with a 502 of
    // its own (docs/serving.md): the bank may have taken the statement all the same.
    it('a Send the server gave up on (502, the bank too slow), sent again and refused as the token spent, says it was sent', async () => {
      let sends = 0;
      answers['/statements'] = () =>
        ++sends === 1
          ? { status: 502, body: 'bank unavailable', headers: { 'Content-Type': 'text/plain; charset=utf-8' } }
          : fail('LKS0107', 401);
      await renderForm();
      await userEvent.click(sendButton());
      await userEvent.click(await screen.findByRole('button', { name: 'ตกลง' }));
      await userEvent.click(sendButton());
      await waitFor(() => expect(location()).toHaveTextContent('/success-statement'));
      expect(statementCalls()).toHaveLength(2);
    });

    // The statement the bank took is the one first sent: a form changed since (the address
    // corrected) is not on its way, and saying it is would leave the customer waiting for it.
    it('a Send of a changed form refused so is not taken as sent', async () => {
      await sendAnswerLost();
      await userEvent.clear(emailField());
      await userEvent.paste('somsak.new@example.com');
      await userEvent.click(sendButton());
      await waitFor(() => expect(location()).toHaveTextContent('/general-error'));
      expect(statementCalls().map((call) => (call.body as { Email: string }).Email)).toEqual([
        'somsak.c@example.com',
        'somsak.new@example.com',
      ]);
    });
  });

  it('asks for the OTP again (phone entry, not the method chooser) when the bank cannot read the account (LKS0303)', async () => {
    answers['/bank-accounts/account-details/statement'] = () => fail('LKS0303');
    renderInApp(<SelectStatementPage />, { path: PAGE_PATH, route: '/select-statement' });
    expect(await screen.findByRole('alertdialog', { name: 'ไม่สามารถดึงข้อมูลบัญชีได้' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'ตกลง' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/receive-otp$/));
    expect(sessionStorage.getItem('verifyToken')).toBeNull();
    expect(sessionStorage.getItem('flow')).toBe('select-statement');
  });

  it('shows a masked number when the account cannot be read, and stays on the form', async () => {
    answers['/bank-accounts/account-details/statement'] = () => fail('LKS0503');
    renderInApp(<SelectStatementPage />, { path: PAGE_PATH, route: '/select-statement' });
    expect(await screen.findByRole('alertdialog', { name: 'ไม่พบเลขที่บัญชีนี้' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'ตกลง' }));
    expect(screen.getByRole('region', { name: 'บัญชี' })).toHaveTextContent('XXX-X-XXXXX-X');
    expect(screen.getByRole('region', { name: 'บัญชี' })).toHaveTextContent('ออมทรัพย์');
    expect(location()).toHaveTextContent('/select-statement');
  });

  it('sends a customer with no verify token through the entry to be verified', async () => {
    sessionStorage.removeItem('verifyToken');
    renderInApp(<SelectStatementPage />, { path: PAGE_PATH, route: '/select-statement' });
    await waitFor(() => expect(location()).toHaveTextContent(`/request-statement?accountRef=${ACCOUNT_REF}`));
    expect(bank.requests).toHaveLength(0);
  });

  it('does not accept a verify token earned for another flow', async () => {
    sessionStorage.setItem('flow', 'confirm-account');
    renderInApp(<SelectStatementPage />, { path: PAGE_PATH, route: '/select-statement' });
    await waitFor(() => expect(location()).toHaveTextContent(`/request-statement?accountRef=${ACCOUNT_REF}`));
    expect(bank.requests).toHaveLength(0);
    expect(sessionStorage.getItem('verifyToken')).toBeNull();
  });

  it('goes to /general-error when no account is named anywhere', async () => {
    renderInApp(<SelectStatementPage />, { path: '/select-statement', route: '/select-statement' });
    await waitFor(() => expect(location()).toHaveTextContent('/general-error'));
  });

  it('hides ส่งคำขอ while typing on a window under 600 px tall', async () => {
    await renderForm();
    const height = window.innerHeight;
    try {
      act(() => {
        window.innerHeight = 560;
        window.dispatchEvent(new Event('resize'));
      });
      await userEvent.click(emailField());
      expect(screen.queryByRole('button', { name: 'ส่งคำขอ' })).not.toBeInTheDocument();
      await userEvent.tab();
      expect(sendButton()).toBeVisible();
    } finally {
      window.innerHeight = height;
    }
  });
  it('hides ส่งคำขอ while typing on an iPhone, whose keyboard shrinks only the visible part of the window', async () => {
    // Safari and LINE's WebView on an iPhone leave the window (innerHeight) as it is when the
    // keyboard comes up, and shrink the visual viewport, which says so with its own resize.
    const visible = Object.assign(new EventTarget(), { height: window.innerHeight });
    Object.defineProperty(window, 'visualViewport', { configurable: true, value: visible });
    try {
      await renderForm();
      await userEvent.click(emailField());
      act(() => {
        visible.height = 420;
        visible.dispatchEvent(new Event('resize'));
      });
      expect(screen.queryByRole('button', { name: 'ส่งคำขอ' })).not.toBeInTheDocument();
      act(() => {
        visible.height = window.innerHeight;
        visible.dispatchEvent(new Event('resize'));
      });
      expect(sendButton()).toBeVisible();
    } finally {
      Reflect.deleteProperty(window, 'visualViewport');
    }
  });
  it('keeps ส่งคำขอ while typing on a short window with a mouse and keyboard (LINE for PC: no on-screen keyboard to make room for)', async () => {
    const height = window.innerHeight;
    const hadMatchMedia = 'matchMedia' in window;
    const pointer = (query: string) => ({ matches: query === '(pointer: fine)', media: query }) as MediaQueryList;
    Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: pointer });
    try {
      await renderForm();
      act(() => {
        window.innerHeight = 560;
        window.dispatchEvent(new Event('resize'));
      });
      await userEvent.click(emailField());
      expect(sendButton()).toBeVisible();
    } finally {
      window.innerHeight = height;
      if (!hadMatchMedia) Reflect.deleteProperty(window, 'matchMedia');
    }
  });
});

describe('/select-statement in English', () => {
  const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  /** '2026-11-21' → '21 Nov 2026': the Gregorian year, as docs/glossary.md decides. */
  const english = (iso: string) => `${Number(iso.slice(8))} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;

  beforeEach(() => switchLanguage('en'));

  it('asks for an English statement by default, with Gregorian dates and English labels', async () => {
    renderInApp(<SelectStatementPage />, { path: PAGE_PATH, route: '/select-statement' });
    const email = await screen.findByLabelText('E-mail to receive the statement');
    await waitFor(() => expect(email).toHaveValue('somsak.c@example.com'));
    expect(screen.getByRole('heading', { level: 1, name: 'Account statement' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Account' })).toHaveTextContent('Savings');
    expect(screen.getByRole('radio', { name: 'Last 1 month' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    const today = todayInBangkok();
    expect(screen.getByLabelText('From')).toHaveValue(english(addDays(today, -29)));
    expect(screen.getByLabelText('To')).toHaveValue(english(today));
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(statementCalls()).toHaveLength(1));
    expect(statementCalls()[0]?.body).toMatchObject({ Language: 'EN' });
  });
});
