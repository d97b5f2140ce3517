import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { storeVerifyToken } from 'shared-kernel';
import { formatShortThaiDate } from '../../dates/thai-date';
import { statementPresetRange } from '../../dates/statement-period';
import { todayInBangkok } from '../../dates/bangkok-time';
import { ok, renderInApp, type Reply, startFakeBank } from 'shared-kernel/testing';
import SelectStatementPage from './select-statement-page';
import { statementFormDraftAtom } from './statement-form-draft';

const ACCOUNT_REF = 'AR-TEST-1';
const FORM_PATH = `/select-statement?accountRef=${ACCOUNT_REF}`;
const TEN_MINUTES = 10 * 60 * 1000;

let bank: Awaited<ReturnType<typeof startFakeBank>>;
/** The reference the bank's account answer gives: the one asked for, unless a test says otherwise. */
let answeredRef: string;

beforeEach(async () => {
  // A new page each test: no form kept from the one before.
  getDefaultStore().set(statementFormDraftAtom, null);
  jest.useFakeTimers({ advanceTimers: true });
  sessionStorage.setItem('accessToken', 'at-1');
  sessionStorage.setItem('flow', 'select-statement');
  sessionStorage.setItem('verifyToken', 'vt-1');
  (window as unknown as { dataLayer: unknown[] }).dataLayer = [];
  answeredRef = ACCOUNT_REF;
  const answers: Record<string, () => Reply> = {
    '/bank-accounts/account-details/statement': () =>
      ok({ accountNumber: '2000000011', accountType: 'SVNG', accountRef: answeredRef, email: 'somsak.c@example.com' }),
    '/statements': () => ok({}),
  };
  bank = await startFakeBank((request) => answers[request.path]?.());
});
afterEach(async () => {
  jest.useRealTimers();
  await bank.close();
});

/** Stands in for the statement entry and the host's verification pages: the customer proves who they are again. */
function VerifyAgain() {
  const navigate = useNavigate();
  const verify = () => {
    storeVerifyToken('vt-2');
    navigate(FORM_PATH, { replace: true });
  };
  return (
    <button type="button" onClick={verify}>
      ยืนยันตัวตนอีกครั้ง
    </button>
  );
}

const renderJourney = () =>
  renderInApp(<SelectStatementPage />, {
    path: FORM_PATH,
    route: '/select-statement',
    otherPages: { '/request-statement': <VerifyAgain /> },
  });

const emailField = () => screen.getByLabelText('อีเมลสำหรับรับรายการเดินบัญชี');

it('keeps the form through verifying again when the bank answers the account with another form of its reference', async () => {
  // The chat link's reference is what the form is for; the bank's answer may write the account's own differently.
  answeredRef = 'ar-test-1';
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderJourney();
  await waitFor(() => expect(emailField()).toHaveValue('somsak.c@example.com'));
  await user.click(screen.getByRole('radio', { name: 'ย้อนหลัง 3 เดือน' }));
  await user.clear(emailField());
  await user.type(emailField(), 'somsak.work@example.com');

  act(() => jest.advanceTimersByTime(TEN_MINUTES));
  await user.click(screen.getByRole('button', { name: 'ตกลง' }));
  await user.click(await screen.findByRole('button', { name: 'ยืนยันตัวตนอีกครั้ง' }));

  await waitFor(() => expect(screen.getByRole('region', { name: 'บัญชี' })).toHaveTextContent('200-0-00001-1'));
  expect(screen.getByRole('radio', { name: 'ย้อนหลัง 3 เดือน' })).toBeChecked();
  expect(emailField()).toHaveValue('somsak.work@example.com');
});

it('keeps what the customer put on the form through verifying again after 10 minutes idle', async () => {
  // 23:55 in Bangkok: the 10 minutes cross midnight, and the dates kept are those of the day the customer chose them.
  jest.setSystemTime(new Date('2026-11-26T16:55:00Z'));
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderJourney();
  await waitFor(() => expect(emailField()).toHaveValue('somsak.c@example.com'));
  await user.click(screen.getByRole('radio', { name: 'ย้อนหลัง 6 เดือน' }));
  const chosen = statementPresetRange(180, todayInBangkok());
  await user.click(screen.getByRole('radio', { name: 'ภาษาอังกฤษ' }));
  await user.clear(emailField());
  await user.type(emailField(), 'somsak.work@example.com');

  act(() => jest.advanceTimersByTime(TEN_MINUTES));
  expect(screen.getByRole('alertdialog', { name: 'หมดเวลาทำรายการ' })).toBeInTheDocument();
  expect(sessionStorage.getItem('verifyToken')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'ตกลง' }));
  await user.click(await screen.findByRole('button', { name: 'ยืนยันตัวตนอีกครั้ง' }));

  await waitFor(() => expect(screen.getByRole('region', { name: 'บัญชี' })).toHaveTextContent('200-0-00001-1'));
  expect(screen.getByRole('radio', { name: 'ย้อนหลัง 6 เดือน' })).toBeChecked();
  expect(screen.getByRole('radio', { name: 'ภาษาอังกฤษ' })).toBeChecked();
  expect(screen.getByLabelText('ตั้งแต่วันที่')).toHaveValue(formatShortThaiDate(chosen.from));
  expect(emailField()).toHaveValue('somsak.work@example.com');

  // Sent with the new verify token, and the next request starts from a fresh form.
  await user.click(screen.getByRole('button', { name: 'ส่งคำขอ' }));
  await waitFor(() => expect(bank.requests.some((request) => request.path === '/statements')).toBe(true));
  const sent = bank.requests.find((request) => request.path === '/statements');
  expect(sent?.headers.authorization).toBe('Bearer vt-2');
  expect(sent?.body).toMatchObject({ Language: 'EN', Email: 'somsak.work@example.com' });
  // The bank takes a verify token for one statement: the next request verifies again.
  await waitFor(() => expect(sessionStorage.getItem('verifyToken')).toBeNull());
});

it('still tells the customer what is wrong with the e-mail they typed when the form comes back after verifying again', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderJourney();
  await waitFor(() => expect(emailField()).toHaveValue('somsak.c@example.com'));
  await user.clear(emailField());
  await user.type(emailField(), 'somsak.work@example');
  await user.tab();
  const wrong = 'กรุณากรอกอีเมลให้ถูกต้อง เช่น simple@example.com';
  expect(emailField()).toHaveAccessibleDescription(wrong);

  act(() => jest.advanceTimersByTime(TEN_MINUTES));
  await user.click(screen.getByRole('button', { name: 'ตกลง' }));
  await user.click(await screen.findByRole('button', { name: 'ยืนยันตัวตนอีกครั้ง' }));

  await waitFor(() => expect(screen.getByRole('region', { name: 'บัญชี' })).toHaveTextContent('200-0-00001-1'));
  // Send stays off for this address: the field says why, as it did before, and a screen reader hears it with the field.
  expect(emailField()).toHaveValue('somsak.work@example');
  expect(emailField()).toBeInvalid();
  expect(emailField()).toHaveAccessibleDescription(wrong);
  expect(screen.getByRole('button', { name: 'ส่งคำขอ' })).toBeDisabled();
});
