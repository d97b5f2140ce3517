import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { FEATURE_FLAG_DEFAULTS, featureFlagsAtom, patchRegistrationAtom, registrationAtom } from 'shared-kernel';
import {
  aMomentLater,
  bankAccount,
  fail,
  holdAnswer,
  holdTheClock,
  leavePage,
  ok,
  renderInApp,
  type Reply,
  SUCCESS_POPUP_MS,
  timePasses,
} from 'shared-kernel/testing';
import { givenVerifiedCustomer, startAccountsBank } from './accounts-test-bank';
import AccountInfoPage from './account-info-page';
import ConfirmAccountPage from './confirm-account-page';

type Bank = Awaited<ReturnType<typeof startAccountsBank>>;
let bank: Bank;
const store = getDefaultStore();
const location = () => screen.getByRole('status', { name: 'ที่อยู่ปัจจุบัน' });
const list = () => screen.getByRole('list', { name: 'รายการบัญชี' });
const switchFor = (label: string) => screen.getByRole('switch', { name: `แจ้งเตือน ${label}` });
const deleteFor = (label: string) => screen.getByRole('button', { name: `ลบบัญชี ${label}` });

afterEach(() => bank.close());

describe('/confirm-account in registration', () => {
  beforeEach(() => givenVerifiedCustomer('register'));

  it('loads the accounts with the verify token and turns notifications on for each', async () => {
    bank = await startAccountsBank([bankAccount('1000000011'), bankAccount('1000000012', { accountType: 'CURR' })]);
    renderInApp(<ConfirmAccountPage />, { path: '/confirm-account' });
    expect(await screen.findByRole('switch', { name: 'แจ้งเตือน บัญชีออมทรัพย์ 100-0-00001-1' })).toBeChecked();
    expect(switchFor('บัญชีกระแสรายวัน 100-0-00001-2')).toBeChecked();
    expect(bank.calls('/bank-accounts')[0]?.headers.authorization).toBe('Bearer VT-1');
    expect(screen.getByRole('button', { name: 'ลงทะเบียน' })).toBeEnabled();
  });

  it('shows an account the bank lists twice once, and registers it once', async () => {
    bank = await startAccountsBank([
      bankAccount('1000000011'),
      bankAccount('1000000012', { accountType: 'CURR' }),
      bankAccount('1000000011'),
    ]);
    renderInApp(<ConfirmAccountPage />, { path: '/confirm-account' });
    expect(await screen.findAllByRole('switch')).toHaveLength(2);
    await userEvent.click(switchFor('บัญชีออมทรัพย์ 100-0-00001-1'));
    expect(switchFor('บัญชีออมทรัพย์ 100-0-00001-1')).not.toBeChecked();
    const customer = holdTheClock();
    await customer.click(screen.getByRole('button', { name: 'ลงทะเบียน' }));
    expect(await screen.findByRole('heading', { name: 'ลงทะเบียนสำเร็จ' })).toBeVisible();
    expect(bank.calls('/registers/submit')[0]?.body).toMatchObject({
      registerAccounts: [
        { accountNumber: '1000000011', isNotificationEnabled: false },
        { accountNumber: '1000000012', isNotificationEnabled: true },
      ],
    });
  });

  it('toggles locally, then registers every account with its flag and goes to /survey after the 2 s popup', async () => {
    bank = await startAccountsBank([bankAccount('1000000011'), bankAccount('1000000012', { accountType: 'CURR' })]);
    renderInApp(<ConfirmAccountPage />, { path: '/confirm-account' });
    await userEvent.click(await screen.findByRole('switch', { name: 'แจ้งเตือน บัญชีกระแสรายวัน 100-0-00001-2' }));
    expect(switchFor('บัญชีกระแสรายวัน 100-0-00001-2')).not.toBeChecked();
    expect(bank.requests.map((r) => r.path)).toEqual(['/bank-accounts']);

    const customer = holdTheClock();
    await customer.click(screen.getByRole('button', { name: 'ลงทะเบียน' }));
    expect(await screen.findByRole('heading', { name: 'ลงทะเบียนสำเร็จ' })).toBeVisible();
    expect(bank.calls('/registers/submit')[0]?.body).toEqual({
      registerRef: 'REG-1',
      registerAccounts: [
        { accountType: 'SVNG', accountNumber: '1000000011', isNotificationEnabled: true },
        { accountType: 'CURR', accountNumber: '1000000012', isNotificationEnabled: false },
      ],
    });
    timePasses(SUCCESS_POPUP_MS);
    await waitFor(() => expect(location()).toHaveTextContent('/survey'));
  });

  it('goes to consent collection when the flag is on and the bank says consent is needed', async () => {
    store.set(featureFlagsAtom, { ...FEATURE_FLAG_DEFAULTS, enableRegistrationConsentManagement: true });
    bank = await startAccountsBank([bankAccount('1000000011')], { '/registers/submit': () => ok({ mustConsent: true }) });
    renderInApp(<ConfirmAccountPage />, { path: '/confirm-account' });
    await screen.findByRole('switch', { name: 'แจ้งเตือน บัญชีออมทรัพย์ 100-0-00001-1' });
    const customer = holdTheClock();
    await customer.click(screen.getByRole('button', { name: 'ลงทะเบียน' }));
    expect(await screen.findByRole('heading', { name: 'ลงทะเบียนสำเร็จ' })).toBeVisible();
    timePasses(SUCCESS_POPUP_MS);
    await waitFor(() => expect(location()).toHaveTextContent('/consent-collection'));
  });

  it('skips consent when the flag is off even if the bank asks for it', async () => {
    bank = await startAccountsBank([bankAccount('1000000011')], { '/registers/submit': () => ok({ mustConsent: true }) });
    renderInApp(<ConfirmAccountPage />, { path: '/confirm-account' });
    await screen.findByRole('switch', { name: 'แจ้งเตือน บัญชีออมทรัพย์ 100-0-00001-1' });
    const customer = holdTheClock();
    await customer.click(screen.getByRole('button', { name: 'ลงทะเบียน' }));
    expect(await screen.findByRole('heading', { name: 'ลงทะเบียนสำเร็จ' })).toBeVisible();
    timePasses(SUCCESS_POPUP_MS);
    await waitFor(() => expect(location()).toHaveTextContent('/survey'));
  });

  it('deletes after the confirm dialog, locally only for an unsaved account, and never the last one', async () => {
    bank = await startAccountsBank([bankAccount('1000000011'), bankAccount('1000000012')]);
    renderInApp(<ConfirmAccountPage />, { path: '/confirm-account' });
    await userEvent.click(await screen.findByRole('button', { name: 'ลบบัญชี บัญชีออมทรัพย์ 100-0-00001-2' }));
    const dialog = screen.getByRole('alertdialog', { name: 'ต้องการลบบัญชีนี้หรือไม่' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'ยกเลิก' }));
    expect(within(list()).getAllByRole('listitem')).toHaveLength(2);

    await userEvent.click(deleteFor('บัญชีออมทรัพย์ 100-0-00001-2'));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'ลบบัญชี' }));
    expect(within(list()).getAllByRole('listitem')).toHaveLength(1);
    expect(bank.calls('/bank-accounts/soft-delete')).toHaveLength(0);
    expect(deleteFor('บัญชีออมทรัพย์ 100-0-00001-1')).toBeDisabled();
    expect(screen.getByText('ต้องมีบัญชีอย่างน้อย 1 บัญชี')).toBeVisible();
  });

  it('offers no more adding at 15 accounts', async () => {
    const fifteen = Array.from({ length: 15 }, (_, i) => bankAccount(String(1000000700 + i)));
    bank = await startAccountsBank(fifteen);
    renderInApp(<ConfirmAccountPage />, { path: '/confirm-account' });
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(15));
    expect(screen.getByRole('button', { name: 'เพิ่มบัญชี' })).toBeDisabled();
    expect(screen.getByRole('note')).toHaveTextContent('เพิ่มบัญชีได้สูงสุด 15 บัญชี');
  });

  // A screen reader reaches a greyed-out button and says only that it is unavailable: the reason,
  // a line elsewhere on the screen, is read with the button, as the terms' locked checkbox does.
  it('says why adding or deleting is not offered on the button a screen reader reaches', async () => {
    const fifteen = Array.from({ length: 15 }, (_, i) => bankAccount(String(1000000700 + i)));
    bank = await startAccountsBank(fifteen);
    renderInApp(<ConfirmAccountPage />, { path: '/confirm-account' });
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(15));
    expect(screen.getByRole('button', { name: 'เพิ่มบัญชี' })).toHaveAccessibleDescription('เพิ่มบัญชีได้สูงสุด 15 บัญชี');
    expect(deleteFor('บัญชีออมทรัพย์ 100-0-00070-0')).not.toHaveAttribute('aria-describedby');

    act(() => store.set(patchRegistrationAtom, { bankAccounts: [bankAccount('1000000011')] }));
    expect(deleteFor('บัญชีออมทรัพย์ 100-0-00001-1')).toBeDisabled();
    expect(deleteFor('บัญชีออมทรัพย์ 100-0-00001-1')).toHaveAccessibleDescription('ต้องมีบัญชีอย่างน้อย 1 บัญชี');
    expect(screen.getByRole('button', { name: 'เพิ่มบัญชี' })).not.toHaveAttribute('aria-describedby');
  });

  it('keeps a list already held (an added account, a KMA result) instead of reloading it', async () => {
    bank = await startAccountsBank([bankAccount('1000000011')]);
    store.set(patchRegistrationAtom, { bankAccounts: [bankAccount('1000000013', { isNotificationEnabled: true })] });
    renderInApp(<ConfirmAccountPage />, { path: '/confirm-account' });
    expect(switchFor('บัญชีออมทรัพย์ 100-0-00001-3')).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'เพิ่มบัญชี' }));
    expect(location()).toHaveTextContent('/add-account');
    expect(bank.calls('/bank-accounts')).toHaveLength(0);
  });

  it('shows the bank’s popup when Register fails and stays', async () => {
    bank = await startAccountsBank([bankAccount('1000000011')], {
      '/registers/submit': () => ({ status: 400, body: { success: false, code: 'LKS0503', message: 'x', data: null } }),
    });
    renderInApp(<ConfirmAccountPage />, { path: '/confirm-account' });
    await screen.findByRole('switch', { name: 'แจ้งเตือน บัญชีออมทรัพย์ 100-0-00001-1' });
    await userEvent.click(screen.getByRole('button', { name: 'ลงทะเบียน' }));
    expect(await screen.findByRole('alertdialog', { name: 'ไม่พบเลขที่บัญชีนี้' })).toBeVisible();
    expect(location()).toHaveTextContent('/confirm-account');
  });
  it('leaves the customer where they went when they leave while the registered popup shows', async () => {
    bank = await startAccountsBank([bankAccount('1000000011')]);
    renderInApp(<ConfirmAccountPage />, { path: '/confirm-account', leaveTo: '/account-info' });
    await screen.findByRole('switch', { name: 'แจ้งเตือน บัญชีออมทรัพย์ 100-0-00001-1' });
    await userEvent.click(screen.getByRole('button', { name: 'ลงทะเบียน' }));
    expect(await screen.findByRole('heading', { name: 'ลงทะเบียนสำเร็จ' })).toBeVisible();
    leavePage();
    // The popup goes with the page at once; its two seconds would have moved the customer on.
    expect(screen.queryByRole('heading', { name: 'ลงทะเบียนสำเร็จ' })).not.toBeInTheDocument();
    await act(async () => undefined);
    expect(location()).toHaveTextContent(/^\/account-info$/);
  });

  it.each([
    ['registered', () => ok({ mustConsent: false })],
    ['refused', () => fail('LKS9999')],
  ])('leaves the customer where they went, with no popup, when they leave while the registration is being %s', async (_, answer) => {
    const registration = holdAnswer(answer);
    bank = await startAccountsBank([bankAccount('1000000011')], { '/registers/submit': registration.reply });
    renderInApp(<ConfirmAccountPage />, { path: '/confirm-account', leaveTo: '/account-info' });
    await screen.findByRole('switch', { name: 'แจ้งเตือน บัญชีออมทรัพย์ 100-0-00001-1' });
    await userEvent.click(screen.getByRole('button', { name: 'ลงทะเบียน' }));
    await waitFor(() => expect(bank.calls('/registers/submit')).toHaveLength(1));
    // The customer goes elsewhere (the phone's back gesture) before the bank answers.
    leavePage();
    await registration.release();
    await aMomentLater();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'ลงทะเบียนสำเร็จ' })).not.toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/account-info$/);
  });
  it('a second Enter on Register while the bank is registering sends no second registration', async () => {
    const registration = holdAnswer(() => ok({ mustConsent: false }));
    bank = await startAccountsBank([bankAccount('1000000011')], { '/registers/submit': registration.reply });
    renderInApp(<ConfirmAccountPage />, { path: '/confirm-account' });
    await screen.findByRole('switch', { name: 'แจ้งเตือน บัญชีออมทรัพย์ 100-0-00001-1' });
    await userEvent.click(screen.getByRole('button', { name: 'ลงทะเบียน' }));
    await waitFor(() => expect(bank.calls('/registers/submit')).toHaveLength(1));
    // The spinner's overlay stops a second tap, not a key press on the button that keeps focus
    // (a keyboard, LINE on a PC) while a slow bank is still answering.
    await userEvent.keyboard('{Enter}');
    await registration.release();
    expect(await screen.findByRole('heading', { name: 'ลงทะเบียนสำเร็จ' })).toBeVisible();
    expect(bank.calls('/registers/submit')).toHaveLength(1);
  });

  /**
   * The bank takes a first Register, but its answer never reaches the page: the customer pulls to
   * reload, and the page comes back with Register on it. A later Register is answered `refusal`,
   * and the settings menu's check `preSetting`. Returns what lets the first answer go at the end.
   */
  async function registerThenReload(refusal: () => Reply, preSetting: () => Reply): Promise<() => Promise<void>> {
    const firstRegister = holdAnswer(() => ok({ mustConsent: false }));
    bank = await startAccountsBank([bankAccount('1000000011')], {
      '/registers/submit': () => (bank.calls('/registers/submit').length === 1 ? firstRegister.reply() : refusal()),
      '/settings/check-pre-setting': preSetting,
    });
    const beforeReload = renderInApp(<ConfirmAccountPage />, { path: '/confirm-account' });
    await screen.findByRole('switch', { name: 'แจ้งเตือน บัญชีออมทรัพย์ 100-0-00001-1' });
    await userEvent.click(screen.getByRole('button', { name: 'ลงทะเบียน' }));
    await waitFor(() => expect(bank.calls('/registers/submit')).toHaveLength(1));
    beforeReload.unmount();
    renderInApp(<ConfirmAccountPage />, { path: '/confirm-account' });
    await screen.findByRole('switch', { name: 'แจ้งเตือน บัญชีออมทรัพย์ 100-0-00001-1' });
    return firstRegister.release;
  }

  it('reloaded while the bank was registering, Register again goes on to the survey when the bank says the customer is now linked', async () => {
    const releaseFirst = await registerThenReload(
      () => fail('UNKNOWN'),
      () => ok({ isFillConsentAllowed: false }),
    );
    const customer = holdTheClock();
    await customer.click(screen.getByRole('button', { name: 'ลงทะเบียน' }));
    expect(await screen.findByRole('heading', { name: 'ลงทะเบียนสำเร็จ' })).toBeVisible();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    timePasses(SUCCESS_POPUP_MS);
    await waitFor(() => expect(location()).toHaveTextContent(/^\/survey$/));
    expect(bank.calls('/registers/submit')).toHaveLength(2);
    await releaseFirst();
  });

  it('a Register refused after one whose answer never came shows the refusal when the bank says the customer is not linked', async () => {
    const releaseFirst = await registerThenReload(
      () => fail('LKS0503'),
      () => fail('LKS1002'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'ลงทะเบียน' }));
    expect(await screen.findByRole('alertdialog', { name: 'ไม่พบเลขที่บัญชีนี้' })).toBeVisible();
    expect(location()).toHaveTextContent(/^\/confirm-account$/);
    await releaseFirst();
  });

  it('a Register refused after one whose answer never came shows the refusal when the bank cannot say whether the customer is linked', async () => {
    const releaseFirst = await registerThenReload(
      () => fail('LKS0503'),
      () => fail('LKS9999'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'ลงทะเบียน' }));
    expect(await screen.findByRole('alertdialog', { name: 'ไม่พบเลขที่บัญชีนี้' })).toBeVisible();
    expect(location()).toHaveTextContent(/^\/confirm-account$/);
    await releaseFirst();
  });

  it.each([
    ['the survey', false, '/survey'],
    ['consent collection', true, '/consent-collection'],
  ])(
    'once registered, the phone back onto the account screens offers no Register again but returns to %s, where the journey stands',
    async (_, mustConsent, step) => {
      store.set(featureFlagsAtom, { ...FEATURE_FLAG_DEFAULTS, enableRegistrationConsentManagement: true });
      bank = await startAccountsBank([bankAccount('1000000011')], { '/registers/submit': () => ok({ mustConsent }) });
      renderInApp(<ConfirmAccountPage />, {
        path: '/confirm-account',
        leaveTo: '/account-info',
        otherPages: { '/account-info': <AccountInfoPage /> },
      });
      await screen.findByRole('switch', { name: 'แจ้งเตือน บัญชีออมทรัพย์ 100-0-00001-1' });
      const customer = holdTheClock();
      await customer.click(screen.getByRole('button', { name: 'ลงทะเบียน' }));
      expect(await screen.findByRole('heading', { name: 'ลงทะเบียนสำเร็จ' })).toBeVisible();
      timePasses(SUCCESS_POPUP_MS);
      await waitFor(() => expect(location()).toHaveTextContent(step));
      leavePage();
      await act(async () => undefined);
      expect(location()).toHaveTextContent(new RegExp(`^${step}$`));
      expect(screen.queryByRole('button', { name: 'ถัดไป' })).not.toBeInTheDocument();
      expect(bank.calls('/bank-accounts')).toHaveLength(1);
      expect(bank.calls('/registers/submit')).toHaveLength(1);
    },
  );
});

describe('/confirm-account in the settings flow', () => {
  beforeEach(() => givenVerifiedCustomer('confirm-account'));

  const linked = [
    bankAccount('2000000011', { accountId: 'ACC-1', isNotificationEnabled: true }),
    bankAccount('2000000012', { accountId: 'ACC-2', accountType: 'CURR', isNotificationEnabled: false }),
  ];

  it('shows the saved notification choices and saves the list, then /success-account', async () => {
    bank = await startAccountsBank(linked);
    renderInApp(<ConfirmAccountPage />, { path: '/confirm-account' });
    expect(await screen.findByRole('switch', { name: 'แจ้งเตือน บัญชีกระแสรายวัน 200-0-00001-2' })).not.toBeChecked();
    expect(screen.queryByRole('button', { name: 'ลงทะเบียน' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(location()).toHaveTextContent('/success-account'));
    expect(bank.calls('/bank-accounts/submit')[0]?.body).toEqual({
      accounts: [
        { accountId: 'ACC-1', accountNumber: '2000000011', accountType: 'SVNG', isNotificationEnabled: true },
        { accountId: 'ACC-2', accountNumber: '2000000012', accountType: 'CURR', isNotificationEnabled: false },
      ],
    });
  });

  it('a second Enter on Save while the bank is saving the list sends it once', async () => {
    const saving = holdAnswer(() => ok({}));
    bank = await startAccountsBank(linked, { '/bank-accounts/submit': saving.reply });
    renderInApp(<ConfirmAccountPage />, { path: '/confirm-account' });
    await screen.findByRole('switch', { name: 'แจ้งเตือน บัญชีกระแสรายวัน 200-0-00001-2' });
    await userEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(bank.calls('/bank-accounts/submit')).toHaveLength(1));
    await userEvent.keyboard('{Enter}');
    await saving.release();
    await waitFor(() => expect(location()).toHaveTextContent('/success-account'));
    expect(bank.calls('/bank-accounts/submit')).toHaveLength(1);
  });

  it('leaves the customer where they went when they leave while the list is being saved', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    bank = await startAccountsBank(linked, { '/bank-accounts/submit': () => held.then(() => ok({})) });
    renderInApp(<ConfirmAccountPage />, { path: '/confirm-account', leaveTo: '/setting' });
    expect(await screen.findByRole('switch', { name: 'แจ้งเตือน บัญชีกระแสรายวัน 200-0-00001-2' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(bank.calls('/bank-accounts/submit')).toHaveLength(1));
    // The customer goes elsewhere (the phone's back gesture) before the bank answers.
    leavePage();
    await act(async () => release());
    await aMomentLater();
    expect(location()).toHaveTextContent('/setting');
  });

  it('puts focus on the list once an account is deleted, where its gone delete button would leave a screen reader nowhere', async () => {
    bank = await startAccountsBank(linked);
    renderInApp(<ConfirmAccountPage />, { path: '/confirm-account' });
    await userEvent.click(await screen.findByRole('button', { name: 'ลบบัญชี บัญชีออมทรัพย์ 200-0-00001-1' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'ลบบัญชี' }));
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(1));
    expect(list()).toHaveFocus();
  });

  it('tells the bank about deleting a saved account by its accountId', async () => {
    bank = await startAccountsBank(linked);
    renderInApp(<ConfirmAccountPage />, { path: '/confirm-account' });
    await userEvent.click(await screen.findByRole('button', { name: 'ลบบัญชี บัญชีออมทรัพย์ 200-0-00001-1' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'ลบบัญชี' }));
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(1));
    expect(bank.calls('/bank-accounts/soft-delete')[0]?.body).toEqual({ accountId: 'ACC-1' });
    expect(store.get(registrationAtom).bankAccounts.map((a) => a.accountNumber)).toEqual(['2000000012']);
  });

  it('a second Enter on the delete button while a slow bank deletes the account asks nothing more and deletes once', async () => {
    const deletion = holdAnswer(() => ok({}));
    bank = await startAccountsBank(linked, { '/bank-accounts/soft-delete': deletion.reply });
    renderInApp(<ConfirmAccountPage />, { path: '/confirm-account' });
    await userEvent.click(await screen.findByRole('button', { name: 'ลบบัญชี บัญชีออมทรัพย์ 200-0-00001-1' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'ลบบัญชี' }));
    await waitFor(() => expect(bank.calls('/bank-accounts/soft-delete')).toHaveLength(1));
    // Focus is back on the row's delete button; the spinner's overlay stops a tap, not a key press.
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await deletion.release();
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(1));
    await aMomentLater();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(bank.calls('/bank-accounts/soft-delete')).toHaveLength(1);
  });

  it('opens no popup over where the customer went when they leave while the bank refuses a delete', async () => {
    const deletion = holdAnswer(() => fail('LKS9999'));
    bank = await startAccountsBank(linked, { '/bank-accounts/soft-delete': deletion.reply });
    renderInApp(<ConfirmAccountPage />, { path: '/confirm-account', leaveTo: '/setting' });
    await userEvent.click(await screen.findByRole('button', { name: 'ลบบัญชี บัญชีออมทรัพย์ 200-0-00001-1' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'ลบบัญชี' }));
    await waitFor(() => expect(bank.calls('/bank-accounts/soft-delete')).toHaveLength(1));
    // The customer goes elsewhere (the phone's back gesture) before the bank answers.
    leavePage();
    await deletion.release();
    await aMomentLater();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/setting$/);
  });

  it('asks for the OTP again (phone entry, not the method chooser) when the bank cannot fetch the accounts (LKS0303)', async () => {
    bank = await startAccountsBank(linked, { '/bank-accounts': () => fail('LKS0303') });
    renderInApp(<ConfirmAccountPage />, { path: '/confirm-account' });
    await userEvent.click(await screen.findByRole('button', { name: 'ตกลง' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/receive-otp$/));
  });

  it('[family:faults] offers ลองใหม่, not "no accounts" nor adding or saving over the linked set, when the list cannot be read', async () => {
    let reads = 0;
    // HTTP 500 with no body on the first read, the list on the next, once the test lets it go.
    const second = holdAnswer(() => ok({ accounts: linked }));
    bank = await startAccountsBank(linked, {
      '/bank-accounts': () => (++reads === 1 ? { status: 500, body: undefined } : second.reply()),
    });
    renderInApp(<ConfirmAccountPage />, { path: '/confirm-account' });
    expect(await screen.findByRole('alertdialog', { name: 'ไม่สามารถทำรายการได้ในขณะนี้' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'ตกลง' }));
    expect(screen.queryByText('ไม่พบบัญชี กรุณาเพิ่มบัญชี')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'เพิ่มบัญชี' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'บันทึก' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'ลองใหม่' }));
    // ลองใหม่ goes with the unread screen: focus is on the heading, not on nothing.
    expect(screen.getByRole('heading', { level: 1, name: 'บัญชีที่รับการแจ้งเตือน' })).toHaveFocus();
    // While ลองใหม่'s read runs, the screen still says nothing about the accounts.
    await waitFor(() => expect(bank.calls('/bank-accounts')).toHaveLength(2));
    expect(screen.queryByText('ไม่พบบัญชี กรุณาเพิ่มบัญชี')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'เพิ่มบัญชี' })).not.toBeInTheDocument();
    await second.release();
    expect(await screen.findByRole('switch', { name: 'แจ้งเตือน บัญชีกระแสรายวัน 200-0-00001-2' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'บันทึก' })).toBeEnabled();
    expect(bank.calls('/bank-accounts')).toHaveLength(2);
  });

  it('sends a customer without this flow’s verify token to verification instead of calling the bank', async () => {
    sessionStorage.removeItem('verifyToken');
    bank = await startAccountsBank(linked);
    renderInApp(<ConfirmAccountPage />, { path: '/confirm-account' });
    await waitFor(() => expect(location()).toHaveTextContent('/request-setting'));
    expect(bank.requests).toHaveLength(0);
    expect(sessionStorage.getItem('flow')).toBe('confirm-account');
  });
});
