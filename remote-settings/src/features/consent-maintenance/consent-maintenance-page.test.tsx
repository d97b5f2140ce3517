import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openConsentForm, recordConsentReturn, setRuntimeConfig } from 'shared-kernel';
import { fail, ok, leavePage, renderInApp, type Reply, startFakeBank, testRuntimeConfig, aMomentLater } from 'shared-kernel/testing';
import { switchLanguage } from 'shared-kernel/language';
import ConsentMaintenancePage from './consent-maintenance-page';

type Bank = Awaited<ReturnType<typeof startFakeBank>>;
let bank: Bank;

const PROVIDER = 'http://consent.test';
const FORM_URL = `${PROVIDER}/form?tx=TX-1`;
let formReply: () => Reply | Promise<Reply>;
let resultReply: () => Reply;

const location = () => screen.getByRole('status', { name: 'ที่อยู่ปัจจุบัน' });
const frame = () => screen.queryByTitle('แบบฟอร์มการให้ความยินยอม');

/** What /stamp-consent-action leaves behind when the provider returns: a marker for the form open then. */
function stampReturn(transactionReference: string, status: string) {
  recordConsentReturn(`?${new URLSearchParams({ transactionReference, status }).toString()}`);
}

/** A marker left with no form open: an earlier journey's, or /stamp-consent-action opened by hand. */
function staleMarker(transactionReference: string, status: string) {
  sessionStorage.setItem('consentTransactionReference', transactionReference);
  sessionStorage.setItem('consentStatus', status);
  sessionStorage.setItem('consentGoNext', 'goNext');
}

// Only the 5 s poll runs on fake time; the fake bank's sockets and timeouts stay real.
const useFakePoll = () =>
  jest.useFakeTimers({
    doNotFake: [
      'Date',
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setTimeout',
      'clearTimeout',
    ],
  });

beforeEach(async () => {
  sessionStorage.setItem('verifyToken', 'vt-consent');
  sessionStorage.setItem('flow', 'manage-consent');
  formReply = () => ok({ formUrl: FORM_URL });
  resultReply = () => ok({});
  bank = await startFakeBank((request) => {
    if (request.path === '/consents/maintenance-forms') return formReply();
    if (request.path === '/consents/forms/results') return resultReply();
    return undefined;
  });
  setRuntimeConfig({ ...testRuntimeConfig(bank.baseUrl), frameOrigins: [PROVIDER] });
});
afterEach(async () => {
  jest.useRealTimers();
  await bank.close();
});

describe('/consent-maintenance', () => {
  it("names the bank's form as registration named it, in English too", async () => {
    renderInApp(<ConsentMaintenancePage />, { path: '/consent-maintenance' });
    await waitFor(() => expect(frame()).toHaveAttribute('src', FORM_URL));
    await act(() => switchLanguage('en'));
    expect(await screen.findByTitle('Consent form')).toHaveAttribute('src', FORM_URL);
  });

  it('files errors under the manage-consent category and frames the bank form from an allowed origin', async () => {
    renderInApp(<ConsentMaintenancePage />, { path: '/consent-maintenance' });
    expect(sessionStorage.getItem('errorCategory')).toBe('MANAGE_CONSENT_ERROR');
    await waitFor(() => expect(frame()).toHaveAttribute('src', FORM_URL));
    expect(bank.requests.map((r) => [r.method, r.path, r.headers.authorization])).toEqual([
      ['POST', '/consents/maintenance-forms', 'Bearer vt-consent'],
    ]);
  });

  it('[family:consent-tampering] a stale marker from before the form opened is cleared: the form is shown, nothing is posted', async () => {
    staleMarker('TX-OLD', 'ACCEPTED');
    renderInApp(<ConsentMaintenancePage />, { path: '/consent-maintenance' });
    await waitFor(() => expect(frame()).toHaveAttribute('src', FORM_URL));
    expect(bank.requests.map((r) => r.path)).toEqual(['/consents/maintenance-forms']);
    expect(location()).toHaveTextContent('/consent-maintenance');
    expect(sessionStorage.getItem('consentGoNext')).toBeNull();
  });

  it('checks for the return marker every 5 s, then hides the form, reports the result and goes back to /setting', async () => {
    useFakePoll();
    renderInApp(<ConsentMaintenancePage />, { path: '/consent-maintenance' });
    await waitFor(() => expect(frame()).toBeInTheDocument());

    act(() => jest.advanceTimersByTime(5000));
    expect(bank.requests).toHaveLength(1);

    stampReturn('TX-1', 'ACCEPTED');
    act(() => jest.advanceTimersByTime(4999));
    expect(frame()).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(frame()).not.toBeInTheDocument();

    await waitFor(() => expect(location()).toHaveTextContent('/setting'));
    expect(bank.requests[1]).toMatchObject({
      method: 'POST',
      path: '/consents/forms/results',
      body: { transactionReference: 'TX-1', status: 'ACCEPTED' },
    });
    expect(sessionStorage.getItem('consentGoNext')).toBeNull();
    expect(sessionStorage.getItem('consentTransactionReference')).toBeNull();
  });

  it('sends a customer who never consented (LKS1102) to /consent-maintenance-error', async () => {
    formReply = () => fail('LKS1102');
    renderInApp(<ConsentMaintenancePage />, { path: '/consent-maintenance' });
    await waitFor(() => expect(location()).toHaveTextContent('/consent-maintenance-error'));
    expect(frame()).not.toBeInTheDocument();
  });

  it('leaves the customer where they went when they leave while the form is loading', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    formReply = () => held.then(() => fail('LKS1102'));
    renderInApp(<ConsentMaintenancePage />, { path: '/consent-maintenance', leaveTo: '/setting' });
    await waitFor(() => expect(bank.requests).toHaveLength(1));
    // The customer goes elsewhere (the phone's back gesture) before the bank answers.
    leavePage();
    await act(async () => release());
    await aMomentLater();
    expect(location()).toHaveTextContent('/setting');
  });

  it('never frames a form from an origin the runtime config does not trust', async () => {
    formReply = () => ok({ formUrl: 'https://stranger.example/form' });
    renderInApp(<ConsentMaintenancePage />, { path: '/consent-maintenance' });
    await waitFor(() => expect(location()).toHaveTextContent('/general-error'));
    expect(frame()).not.toBeInTheDocument();
  });

  it('reports a result that came back at the top level at once, without loading the form again', async () => {
    // An earlier visit of this page opened the form; the provider then came back at the top level.
    openConsentForm();
    stampReturn('TX-9', 'REJECTED');
    renderInApp(<ConsentMaintenancePage />, { path: '/consent-maintenance' });
    await waitFor(() => expect(location()).toHaveTextContent('/setting'));
    expect(bank.requests.map((r) => [r.path, r.body])).toEqual([
      ['/consents/forms/results', { transactionReference: 'TX-9', status: 'REJECTED' }],
    ]);
  });

  it('when the bank cannot record the result says so once, in its popup, keeps the result and sends it again with ลองใหม่', async () => {
    let calls = 0;
    resultReply = () => (++calls === 1 ? fail('LKS9999') : ok({}));
    openConsentForm();
    stampReturn('TX-2', 'ACCEPTED');
    renderInApp(<ConsentMaintenancePage />, { path: '/consent-maintenance' });
    const popup = await screen.findByRole('alertdialog', { name: 'ไม่สามารถทำรายการได้ในขณะนี้' });
    // One failure, one message: nothing on the page behind repeats what the popup says.
    expect(screen.queryByText('ไม่สามารถบันทึกผลการให้ความยินยอมได้ในขณะนี้ กรุณาลองใหม่อีกครั้ง')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'ตกลง' }));
    expect(popup).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'จัดการข้อมูลส่วนบุคคล' })).toBeVisible();
    expect(sessionStorage.getItem('consentGoNext')).toBe('goNext');
    await userEvent.click(screen.getByRole('button', { name: 'ลองใหม่' }));
    await waitFor(() => expect(location()).toHaveTextContent('/setting'));
    expect(bank.requests.filter((r) => r.path === '/consents/forms/results').map((r) => r.body)).toEqual([
      { transactionReference: 'TX-2', status: 'ACCEPTED' },
      { transactionReference: 'TX-2', status: 'ACCEPTED' },
    ]);
  });

  it('when the form cannot be loaded says so once, in its popup, and loads it again with ลองใหม่', async () => {
    let calls = 0;
    formReply = () => (++calls === 1 ? fail('LKS9999') : ok({ formUrl: FORM_URL }));
    renderInApp(<ConsentMaintenancePage />, { path: '/consent-maintenance' });
    const popup = await screen.findByRole('alertdialog', { name: 'ไม่สามารถทำรายการได้ในขณะนี้' });
    // One failure, one message: nothing on the page behind repeats what the popup says.
    expect(screen.queryByText('ไม่สามารถเปิดแบบฟอร์มความยินยอมได้ในขณะนี้ กรุณาลองใหม่อีกครั้ง')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'ตกลง' }));
    expect(popup).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'จัดการข้อมูลส่วนบุคคล' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'ลองใหม่' }));
    await waitFor(() => expect(frame()).toHaveAttribute('src', FORM_URL));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('puts focus on the page’s heading as ลองใหม่ goes, so a screen reader is not left nowhere', async () => {
    let calls = 0;
    formReply = () => (++calls === 1 ? fail('LKS9999') : ok({ formUrl: FORM_URL }));
    renderInApp(<ConsentMaintenancePage />, { path: '/consent-maintenance' });
    await screen.findByRole('alertdialog', { name: 'ไม่สามารถทำรายการได้ในขณะนี้' });
    await userEvent.click(screen.getByRole('button', { name: 'ตกลง' }));
    await userEvent.click(screen.getByRole('button', { name: 'ลองใหม่' }));
    await waitFor(() => expect(frame()).toHaveAttribute('src', FORM_URL));
    expect(screen.getByRole('heading', { level: 1, name: 'จัดการข้อมูลส่วนบุคคล' })).toHaveFocus();
  });

  it('opened without verification for manage-consent, sends the customer to verify first', async () => {
    sessionStorage.removeItem('verifyToken');
    renderInApp(<ConsentMaintenancePage />, { path: '/consent-maintenance' });
    await waitFor(() => expect(location()).toHaveTextContent('/request-setting'));
    expect(sessionStorage.getItem('flow')).toBe('manage-consent');
    expect(bank.requests).toEqual([]);
  });
});
