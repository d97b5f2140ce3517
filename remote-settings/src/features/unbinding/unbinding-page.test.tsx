import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { patchRegistrationAtom, registrationAtom } from 'shared-kernel';
import { switchLanguage } from 'shared-kernel/language';
import { fail, holdAnswer, ok, leavePage, renderInApp, type Reply, startFakeBank } from 'shared-kernel/testing';
import UnbindingPage from './unbinding-page';

type Bank = Awaited<ReturnType<typeof startFakeBank>>;
let bank: Bank;
let unregisterReply: () => Reply | Promise<Reply> = () => ok({});
let preSettingReply: () => Reply = () => ok({ isFillConsentAllowed: false });

const location = () => screen.getByRole('status', { name: 'ที่อยู่ปัจจุบัน' });
const question = 'ต้องการยกเลิกบริการหรือไม่';

function verifiedForUnbinding() {
  sessionStorage.setItem('accessToken', 'at-1');
  sessionStorage.setItem('verifyToken', 'vt-unbinding');
  sessionStorage.setItem('flow', 'unbinding');
  localStorage.setItem('scenarioId', 'scenario-1');
  localStorage.setItem('hashedMobileNumber', 'hashed-mobile');
}

beforeEach(async () => {
  unregisterReply = () => ok({});
  preSettingReply = () => ok({ isFillConsentAllowed: false });
  bank = await startFakeBank((request) => {
    if (request.path === '/un-registers') return unregisterReply();
    return request.path === '/settings/check-pre-setting' ? preSettingReply() : undefined;
  });
});
afterEach(() => bank.close());

describe('/unbinding', () => {
  it('asks whether to cancel the service', () => {
    verifiedForUnbinding();
    renderInApp(<UnbindingPage />, { path: '/unbinding' });
    expect(screen.getByRole('heading', { name: question })).toBeVisible();
    expect(screen.getByRole('button', { name: 'ยืนยัน' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'ยกเลิก' })).toBeEnabled();
  });

  it('says what the customer loses by the name registration gave it: money in and out alerts in the chat', () => {
    verifiedForUnbinding();
    renderInApp(<UnbindingPage />, { path: '/unbinding' });
    expect(screen.getByText('เมื่อยกเลิกบริการ คุณจะไม่ได้รับการแจ้งเตือนเงินเข้า-ออกผ่านแชทอีก และต้องลงทะเบียนใหม่หากต้องการใช้บริการอีกครั้ง')).toBeVisible();
  });

  it('in English, answers the question with what each button does: the Cancel of other screens would read as cancelling the service', async () => {
    verifiedForUnbinding();
    renderInApp(<UnbindingPage />, { path: '/unbinding' });
    await act(() => switchLanguage('en'));
    expect(await screen.findByRole('heading', { name: 'Do you want to cancel the service?' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Yes, cancel the service' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'No, keep the service' }));
    await waitFor(() => expect(location()).toHaveTextContent('/setting'));
    expect(bank.requests.filter((request) => request.path === '/un-registers')).toEqual([]);
  });

  it('on confirm un-registers with the verify token, forgets the scenario and the hashed mobile, and shows the cancelled page', async () => {
    verifiedForUnbinding();
    renderInApp(<UnbindingPage />, { path: '/unbinding' });
    await userEvent.click(screen.getByRole('button', { name: 'ยืนยัน' }));
    await waitFor(() => expect(location()).toHaveTextContent('/success-unbinding'));
    expect(bank.requests.map((r) => [r.method, r.path, r.headers.authorization])).toEqual([
      ['POST', '/un-registers', 'Bearer vt-unbinding'],
    ]);
    expect(bank.requests[0]?.headers['x-scenario-id']).toBe('scenario-1');
    expect(localStorage.getItem('scenarioId')).toBeNull();
    expect(localStorage.getItem('hashedMobileNumber')).toBeNull();
    expect(sessionStorage.getItem('verifyToken')).toBeNull();
  });

  it("[family:token-misuse] on confirm leaves the bank's hash of the mobile nowhere on the device, the page's memory included", async () => {
    verifiedForUnbinding();
    // A customer who registered in this same visit: the registration's answer is still in memory.
    getDefaultStore().set(patchRegistrationAtom, { hashedMobileNumber: 'hashed-mobile' });
    renderInApp(<UnbindingPage />, { path: '/unbinding' });
    await userEvent.click(screen.getByRole('button', { name: 'ยืนยัน' }));
    await waitFor(() => expect(location()).toHaveTextContent('/success-unbinding'));
    expect(localStorage.getItem('hashedMobileNumber')).toBeNull();
    expect(getDefaultStore().get(registrationAtom).hashedMobileNumber).toBe('');
    const stored = [localStorage, sessionStorage].flatMap((storage) => Object.values({ ...storage }));
    expect(stored.filter((value) => String(value).includes('hashed-mobile'))).toEqual([]);
  });

  it('leaves the customer where they went when they leave while the cancellation is on its way, and still forgets the link', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    unregisterReply = () => held.then(() => ok({}));
    verifiedForUnbinding();
    renderInApp(<UnbindingPage />, { path: '/unbinding', leaveTo: '/setting' });
    await userEvent.click(screen.getByRole('button', { name: 'ยืนยัน' }));
    await waitFor(() => expect(bank.requests).toHaveLength(1));
    // The customer goes elsewhere (the phone's back gesture) before the bank answers.
    leavePage();
    await act(async () => release());
    await waitFor(() => expect(localStorage.getItem('scenarioId')).toBeNull());
    expect(sessionStorage.getItem('verifyToken')).toBeNull();
    expect(location()).toHaveTextContent('/setting');
  });

  it('on cancel goes back to the settings menu without calling the bank', async () => {
    verifiedForUnbinding();
    renderInApp(<UnbindingPage />, { path: '/unbinding' });
    await userEvent.click(screen.getByRole('button', { name: 'ยกเลิก' }));
    expect(location()).toHaveTextContent('/setting');
    expect(bank.requests).toEqual([]);
    expect(localStorage.getItem('scenarioId')).toBe('scenario-1');
  });

  it('keeps the customer registered and says why when the bank refuses', async () => {
    verifiedForUnbinding();
    unregisterReply = () => fail('LKS9999');
    renderInApp(<UnbindingPage />, { path: '/unbinding' });
    await userEvent.click(screen.getByRole('button', { name: 'ยืนยัน' }));
    expect(await screen.findByRole('alertdialog', { name: 'ไม่สามารถทำรายการได้ในขณะนี้' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'ตกลง' }));
    expect(location()).toHaveTextContent('/unbinding');
    expect(localStorage.getItem('scenarioId')).toBe('scenario-1');
    expect(screen.getByRole('button', { name: 'ยืนยัน' })).toBeEnabled();
  });

  /**
   * The bank takes a first confirm, but its answer never reaches the page: the customer pulls to
   * reload, and the page comes back with the question on it. A later confirm is answered `refusal`,
   * and the settings menu's check `preSetting`. Returns what lets the first answer go at the end.
   */
  async function confirmThenReload(refusal: () => Reply, preSetting: () => Reply): Promise<() => Promise<void>> {
    const firstCancel = holdAnswer(() => ok({}));
    const cancels = () => bank.requests.filter((request) => request.path === '/un-registers');
    unregisterReply = () => (cancels().length === 1 ? firstCancel.reply() : refusal());
    preSettingReply = preSetting;
    verifiedForUnbinding();
    const beforeReload = renderInApp(<UnbindingPage />, { path: '/unbinding' });
    await userEvent.click(screen.getByRole('button', { name: 'ยืนยัน' }));
    await waitFor(() => expect(cancels()).toHaveLength(1));
    beforeReload.unmount();
    renderInApp(<UnbindingPage />, { path: '/unbinding' });
    expect(screen.getByRole('heading', { name: question })).toBeVisible();
    return firstCancel.release;
  }

  it('reloaded while the bank was cancelling, confirm again shows the cancelled page when the bank says the customer is no longer registered', async () => {
    const releaseFirst = await confirmThenReload(
      () => fail('LKS1002'),
      () => fail('LKS1002'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'ยืนยัน' }));
    await waitFor(() => expect(location()).toHaveTextContent('/success-unbinding'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(localStorage.getItem('scenarioId')).toBeNull();
    expect(localStorage.getItem('hashedMobileNumber')).toBeNull();
    expect(sessionStorage.getItem('verifyToken')).toBeNull();
    await releaseFirst();
  });

  it('a confirm refused after one whose answer never came shows the refusal when the bank says the customer is still registered', async () => {
    const releaseFirst = await confirmThenReload(
      () => fail('LKS9999'),
      () => ok({ isFillConsentAllowed: false }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'ยืนยัน' }));
    expect(await screen.findByRole('alertdialog', { name: 'ไม่สามารถทำรายการได้ในขณะนี้' })).toBeVisible();
    expect(location()).toHaveTextContent('/unbinding');
    expect(localStorage.getItem('scenarioId')).toBe('scenario-1');
    await releaseFirst();
  });

  it('a confirm refused after one whose answer never came shows the refusal when the bank cannot say whether the customer is still registered', async () => {
    const releaseFirst = await confirmThenReload(
      () => fail('LKS9999'),
      () => fail('LKS9999'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'ยืนยัน' }));
    expect(await screen.findByRole('alertdialog', { name: 'ไม่สามารถทำรายการได้ในขณะนี้' })).toBeVisible();
    expect(location()).toHaveTextContent('/unbinding');
    expect(localStorage.getItem('scenarioId')).toBe('scenario-1');
    await releaseFirst();
  });

  it('a refusal with no earlier confirm unanswered is shown without asking the bank anything more', async () => {
    verifiedForUnbinding();
    unregisterReply = () => fail('LKS9999');
    renderInApp(<UnbindingPage />, { path: '/unbinding' });
    await userEvent.click(screen.getByRole('button', { name: 'ยืนยัน' }));
    expect(await screen.findByRole('alertdialog', { name: 'ไม่สามารถทำรายการได้ในขณะนี้' })).toBeVisible();
    expect(bank.requests.map((request) => request.path)).toEqual(['/un-registers']);
  });

  it('refused as not registered (cancelled from another window), shows the cancelled page without asking the bank anything more', async () => {
    verifiedForUnbinding();
    unregisterReply = () => fail('LKS1002');
    renderInApp(<UnbindingPage />, { path: '/unbinding' });
    await userEvent.click(screen.getByRole('button', { name: 'ยืนยัน' }));
    await waitFor(() => expect(location()).toHaveTextContent('/success-unbinding'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sessionStorage.getItem('verifyToken')).toBeNull();
    expect(bank.requests.map((request) => request.path)).toEqual(['/un-registers']);
  });

  it('opened without verification for this flow, sends the customer to verify for unbinding', async () => {
    sessionStorage.setItem('verifyToken', 'vt-from-consent');
    sessionStorage.setItem('flow', 'manage-consent');
    renderInApp(<UnbindingPage />, { path: '/unbinding' });
    await waitFor(() => expect(location()).toHaveTextContent('/request-setting'));
    expect(sessionStorage.getItem('flow')).toBe('unbinding');
    expect(bank.requests).toEqual([]);
  });
});
