import { render, screen, waitFor } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { statementActiveAtom, useErrorPageEvent } from 'shared-kernel';
import { fail, ok, renderInApp, type Reply, startFakeBank } from 'shared-kernel/testing';
import RequestStatementPage from './request-statement-page';

const ACCOUNT_REF = 'AR-TEST-1';

let validate: () => Reply;
let bank: Awaited<ReturnType<typeof startFakeBank>>;

beforeEach(async () => {
  sessionStorage.setItem('accessToken', 'at-1');
  getDefaultStore().set(statementActiveAtom, false);
  validate = () => ok({});
  bank = await startFakeBank((request) => (request.path.startsWith('/statements/pre-generate-validate') ? validate() : undefined));
});
afterEach(() => bank.close());

const location = () => screen.getByRole('status', { name: 'ที่อยู่ปัจจุบัน' });
const open = (path = `/request-statement?accountRef=${ACCOUNT_REF}`) =>
  renderInApp(<RequestStatementPage />, { path, route: '/request-statement' });

describe('/request-statement', () => {
  it('checks the account with the access token, keeps it, and asks for verification in the statement flow', async () => {
    open();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/request-setting$/));
    expect(bank.requests.map((r) => [r.method, r.path, r.headers.authorization])).toEqual([
      ['GET', `/statements/pre-generate-validate?bank_acc_id=${ACCOUNT_REF}`, 'Bearer at-1'],
    ]);
    expect(sessionStorage.getItem('flow')).toBe('select-statement');
    expect(localStorage.getItem('accountRef')).toBe(ACCOUNT_REF);
    expect(sessionStorage.getItem('errorCategory')).toBe('STATEMENT_REQUEST_ERROR');
    expect(getDefaultStore().get(statementActiveAtom)).toBe(true);
  });

  it('goes straight to the form when the customer is already verified in this window', async () => {
    sessionStorage.setItem('flow', 'select-statement');
    sessionStorage.setItem('verifyToken', 'vt-1');
    open();
    await waitFor(() => expect(location()).toHaveTextContent(`/select-statement?accountRef=${ACCOUNT_REF}`));
    expect(sessionStorage.getItem('verifyToken')).toBe('vt-1');
  });

  it('asks for verification again when the verify token was earned for another flow', async () => {
    sessionStorage.setItem('flow', 'confirm-account');
    sessionStorage.setItem('verifyToken', 'vt-accounts');
    open();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/request-setting$/));
    expect(sessionStorage.getItem('flow')).toBe('select-statement');
    expect(sessionStorage.getItem('verifyToken')).toBeNull();
  });

  it('uses the account kept from an earlier step when the link has none', async () => {
    localStorage.setItem('accountRef', 'AR-KEPT');
    open('/request-statement');
    await waitFor(() => expect(location()).toHaveTextContent('/request-setting'));
    expect(bank.requests[0]?.path).toBe('/statements/pre-generate-validate?bank_acc_id=AR-KEPT');
  });

  it('sends a customer who is not registered (LKS1002) to /register', async () => {
    validate = () => fail('LKS1002');
    open();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/register$/));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(getDefaultStore().get(statementActiveAtom)).toBe(false);
  });

  it('ends the statement journey for a customer who is not registered: an error page while registering is not reported as a statement error', async () => {
    validate = () => fail('LKS1002');
    open();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/register$/));
    // Registration from there fails onto the general error page.
    function GeneralErrorProbe() {
      useErrorPageEvent('/general-error');
      return null;
    }
    render(<GeneralErrorProbe />);
    expect((window as Window & { dataLayer?: unknown[] }).dataLayer).toContainEqual({
      event: 'error_page_view',
      page: '/general-error',
      errorCategory: 'OTHER',
    });
  });

  it.each([
    ['an account that is not theirs', () => fail('LKS0503')],
    ['a server failure', () => fail('UNKNOWN', 500)],
  ])('sends %s to /general-error', async (_, answer) => {
    validate = answer;
    open();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/general-error$/));
  });

  it('ends on /general-error when the bank cannot be reached', async () => {
    await bank.close();
    // jsdom logs the refused connection itself; the test reads the screen instead.
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      open();
      await waitFor(() => expect(location()).toHaveTextContent('/general-error'));
    } finally {
      quiet.mockRestore();
    }
  });

  it('goes to /general-error without calling the bank when no account is named', async () => {
    open('/request-statement');
    await waitFor(() => expect(location()).toHaveTextContent('/general-error'));
    expect(bank.requests).toHaveLength(0);
  });

  it('says what it is doing while it checks', () => {
    open();
    expect(screen.getByText('กำลังตรวจสอบข้อมูลบัญชีของคุณ')).toBeVisible();
  });
});
