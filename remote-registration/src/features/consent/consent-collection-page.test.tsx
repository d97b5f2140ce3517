import { act, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { getRuntimeConfig, openConsentForm, recordConsentReturn, setRuntimeConfig } from 'shared-kernel';
import {
  fail,
  holdAnswer,
  leavePage,
  ok,
  type RecordedRequest,
  renderInApp,
  type Reply,
  startFakeBank,
  aMomentLater,
} from 'shared-kernel/testing';
import ConsentCollectionPage from './consent-collection-page';

type Bank = Awaited<ReturnType<typeof startFakeBank>>;
let bank: Bank;
const location = () => screen.getByRole('status', { name: 'ที่อยู่ปัจจุบัน' });
const calls = (path: string) => bank.requests.filter((r: RecordedRequest) => r.path === path);
const FORM = 'http://consent.test/form?tx=CNS-1';

async function startBank(form: () => Reply, results: () => Reply | Promise<Reply> = () => ok({})) {
  bank = await startFakeBank((request) => {
    if (request.path === '/consents/collection-forms') return form();
    if (request.path === '/consents/forms/results') return results();
    return undefined;
  });
  setRuntimeConfig({ ...getRuntimeConfig(), frameOrigins: ['http://consent.test'] });
}

/** What /stamp-consent-action leaves when the provider returns: a marker for the form open then. */
const stamp = () => recordConsentReturn('?transactionReference=CNS-1&status=ACCEPTED');

/** An earlier visit opened the form and the provider came back at the top level. */
const returnedAtTopLevel = () => {
  openConsentForm();
  stamp();
};

beforeEach(() => {
  localStorage.setItem('registerRef', 'REG-1');
});
afterEach(() => {
  jest.useRealTimers();
  return bank.close();
});

describe('/consent-collection', () => {
  it('frames the form, checks the marker every 5 s, then hides the frame, posts the result and goes to /survey', async () => {
    await startBank(() => ok({ shouldSkip: false, formUrl: FORM }));
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    renderInApp(<ConsentCollectionPage />, { path: '/consent-collection' });
    const frame = await screen.findByTitle('แบบฟอร์มการให้ความยินยอม');
    expect(frame).toHaveAttribute('src', FORM);
    expect(calls('/consents/collection-forms')[0]?.body).toEqual({ registerRef: 'REG-1' });

    act(() => jest.advanceTimersByTime(5000));
    expect(calls('/consents/forms/results')).toHaveLength(0);
    stamp();
    act(() => jest.advanceTimersByTime(4999));
    expect(screen.getByTitle('แบบฟอร์มการให้ความยินยอม')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByTitle('แบบฟอร์มการให้ความยินยอม')).not.toBeInTheDocument();
    jest.useRealTimers();

    await waitFor(() => expect(location()).toHaveTextContent('/survey'));
    expect(calls('/consents/forms/results')[0]?.body).toEqual({ transactionReference: 'CNS-1', status: 'ACCEPTED' });
    expect(sessionStorage.getItem('consentGoNext')).toBeNull();
  });

  it('goes straight to /survey when the bank says to skip', async () => {
    await startBank(() => ok({ shouldSkip: true, formUrl: '' }));
    renderInApp(<ConsentCollectionPage />, { path: '/consent-collection' });
    await waitFor(() => expect(location()).toHaveTextContent('/survey'));
  });

  it('goes to /survey when the call fails', async () => {
    await startBank(() => fail('LKS9999', 500));
    renderInApp(<ConsentCollectionPage />, { path: '/consent-collection' });
    await waitFor(() => expect(location()).toHaveTextContent('/survey'));
  });

  it('opened with no registration in this browser (the provider return opened on its own) asks the bank nothing and goes to /survey', async () => {
    localStorage.removeItem('registerRef');
    await startBank(() => ok({ shouldSkip: false, formUrl: FORM }));
    renderInApp(<ConsentCollectionPage />, { path: '/consent-collection' });
    await waitFor(() => expect(location()).toHaveTextContent('/survey'));
    expect(calls('/consents/collection-forms')).toHaveLength(0);
  });

  it('never frames a form from an origin that is not allowed', async () => {
    await startBank(() => ok({ shouldSkip: false, formUrl: 'https://evil.test/form' }));
    renderInApp(<ConsentCollectionPage />, { path: '/consent-collection' });
    await waitFor(() => expect(location()).toHaveTextContent('/survey'));
    expect(screen.queryByTitle('แบบฟอร์มการให้ความยินยอม')).not.toBeInTheDocument();
  });

  it('finishes at once when it is opened with the marker already written, even if posting fails', async () => {
    await startBank(
      () => ok({ shouldSkip: false, formUrl: FORM }),
      () => fail('LKS9999', 500),
    );
    returnedAtTopLevel();
    renderInApp(<ConsentCollectionPage />, { path: '/consent-collection' });
    await waitFor(() => expect(location()).toHaveTextContent('/survey'));
    expect(calls('/consents/collection-forms')).toHaveLength(0);
    expect(calls('/consents/forms/results')).toHaveLength(1);
  });

  it('leaves the customer where they went when they leave while the result is being posted', async () => {
    const result = holdAnswer(() => ok({}));
    await startBank(() => ok({ shouldSkip: false, formUrl: FORM }), result.reply);
    returnedAtTopLevel();
    renderInApp(<ConsentCollectionPage />, { path: '/consent-collection', leaveTo: '/confirm-account' });
    await waitFor(() => expect(calls('/consents/forms/results')).toHaveLength(1));
    // The customer goes elsewhere (the phone's back gesture) before the bank answers.
    leavePage();
    await result.release();
    await aMomentLater();
    expect(location()).toHaveTextContent(/^\/confirm-account$/);
  });

  it('[family:consent-tampering] a stale marker from before the form opened does not finish consent: the form is shown, nothing is posted', async () => {
    await startBank(() => ok({ shouldSkip: false, formUrl: FORM }));
    // Left by an earlier journey, or by someone opening /stamp-consent-action by hand: no form was open.
    sessionStorage.setItem('consentTransactionReference', 'CNS-OLD');
    sessionStorage.setItem('consentStatus', 'ACCEPTED');
    sessionStorage.setItem('consentGoNext', 'goNext');
    renderInApp(<ConsentCollectionPage />, { path: '/consent-collection' });
    expect(await screen.findByTitle('แบบฟอร์มการให้ความยินยอม')).toHaveAttribute('src', FORM);
    expect(calls('/consents/forms/results')).toHaveLength(0);
    expect(location()).toHaveTextContent('/consent-collection');
    expect(sessionStorage.getItem('consentGoNext')).toBeNull();
  });

  it('asks the bank for one form per visit, even when React runs the effect twice', async () => {
    await startBank(() => ok({ shouldSkip: false, formUrl: FORM }));
    renderInApp(
      <StrictMode>
        <ConsentCollectionPage />
      </StrictMode>,
      { path: '/consent-collection' },
    );
    expect(await screen.findByTitle('แบบฟอร์มการให้ความยินยอม')).toBeInTheDocument();
    expect(calls('/consents/collection-forms')).toHaveLength(1);
  });

  it('posts the result once when opened with the marker under StrictMode', async () => {
    await startBank(() => ok({ shouldSkip: false, formUrl: FORM }));
    returnedAtTopLevel();
    renderInApp(
      <StrictMode>
        <ConsentCollectionPage />
      </StrictMode>,
      { path: '/consent-collection' },
    );
    await waitFor(() => expect(location()).toHaveTextContent('/survey'));
    expect(calls('/consents/forms/results')).toHaveLength(1);
    expect(calls('/consents/collection-forms')).toHaveLength(0);
  });
});
