import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { getRuntimeConfig, patchRegistrationAtom, registrationAtom, setRuntimeConfig } from 'shared-kernel';
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
import AddAccountPage from './add-account-page';

type Bank = Awaited<ReturnType<typeof startAccountsBank>>;
let bank: Bank;
const store = getDefaultStore();
const location = () => screen.getByRole('status', { name: 'ที่อยู่ปัจจุบัน' });
const field = () => screen.getByLabelText('เลขที่บัญชี');
const confirm = () => screen.getByRole('button', { name: 'ยืนยัน' });

const softAdd = (accountNumber: string) =>
  ok({ account: bankAccount(accountNumber, { accountType: 'CURR', isNotificationEnabled: false }) });

beforeEach(() => {
  givenVerifiedCustomer('register');
  store.set(patchRegistrationAtom, { bankAccounts: [bankAccount('1000000011', { isNotificationEnabled: true })], registerRef: 'REG-1' });
});
afterEach(() => bank.close());

describe('/add-account', () => {
  it('asks for 10 digits once the field was focused, shows 3-1-5-1 and calls nothing for a wrong number', async () => {
    bank = await startAccountsBank([]);
    renderInApp(<AddAccountPage />, { path: '/add-account' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.type(field(), '12345x');
    expect(field()).toHaveValue('123-4-5');
    expect(screen.getByRole('alert')).toHaveTextContent('กรุณากรอกเลขที่บัญชี 10 หลักให้ถูกต้อง');
    await userEvent.click(confirm());
    expect(bank.requests).toHaveLength(0);
  });

  it('refuses a number already on the list with the duplicate popup, without asking the bank', async () => {
    bank = await startAccountsBank([]);
    renderInApp(<AddAccountPage />, { path: '/add-account' });
    await userEvent.type(field(), '1000000011');
    await userEvent.click(confirm());
    expect(await screen.findByRole('alertdialog', { name: 'บัญชีนี้มีอยู่ในระบบแล้ว' })).toBeVisible();
    expect(bank.requests).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'ตกลง' }));
    expect(field()).toHaveValue('100-0-00001-1');
  });

  it('soft-adds with the registerRef, shows the 2 s popup and returns to the list with notifications on', async () => {
    bank = await startAccountsBank([], { '/bank-accounts/soft-add': () => softAdd('1000000014') });
    renderInApp(<AddAccountPage />, { path: '/add-account' });
    await userEvent.type(field(), '1000000014');
    const customer = holdTheClock();
    await customer.click(confirm());
    expect(await screen.findByRole('heading', { name: 'เพิ่มบัญชีสำเร็จ' })).toBeVisible();
    expect(bank.calls('/bank-accounts/soft-add')[0]?.body).toEqual({ accountNumber: '1000000014', registerRef: 'REG-1' });
    timePasses(SUCCESS_POPUP_MS);
    await waitFor(() => expect(location()).toHaveTextContent('/confirm-account'));
    expect(store.get(registrationAtom).bankAccounts).toEqual([
      bankAccount('1000000011', { isNotificationEnabled: true }),
      bankAccount('1000000014', { accountType: 'CURR', isNotificationEnabled: true }),
    ]);
  });

  it('a second Enter while the bank is adding the account adds nothing more and raises no duplicate popup', async () => {
    let answerAdd: () => void = () => undefined;
    const addHeld = new Promise<void>((resolve) => {
      answerAdd = resolve;
    });
    bank = await startAccountsBank([], {
      '/bank-accounts/soft-add': async () => {
        await addHeld;
        return softAdd('1000000014');
      },
    });
    renderInApp(<AddAccountPage />, { path: '/add-account' });
    await userEvent.type(field(), '1000000014{Enter}');
    await waitFor(() => expect(bank.calls('/bank-accounts/soft-add')).toHaveLength(1));
    const customer = holdTheClock();
    await customer.keyboard('{Enter}');
    answerAdd();
    expect(await screen.findByRole('heading', { name: 'เพิ่มบัญชีสำเร็จ' })).toBeVisible();
    timePasses(SUCCESS_POPUP_MS);
    await waitFor(() => expect(location()).toHaveTextContent('/confirm-account'));
    expect(bank.calls('/bank-accounts/soft-add')).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  /** Adds `accountNumber` and leaves for /account-info before the bank's `answer` arrives. */
  async function addAndLeave(accountNumber: string, answer: () => Reply) {
    const add = holdAnswer(answer);
    bank = await startAccountsBank([], { '/bank-accounts/soft-add': add.reply });
    renderInApp(<AddAccountPage />, { path: '/add-account', leaveTo: '/account-info' });
    await userEvent.type(field(), `${accountNumber}{Enter}`);
    await waitFor(() => expect(bank.calls('/bank-accounts/soft-add')).toHaveLength(1));
    // The customer goes elsewhere (the phone's back gesture) before the bank answers.
    leavePage();
    await add.release();
  }

  it('leaves the customer where they went when they leave while the bank is adding the account, and keeps the account it added', async () => {
    await addAndLeave('1000000014', () => softAdd('1000000014'));
    // The bank holds the account now: the list the customer goes back to has it.
    await waitFor(() => expect(store.get(registrationAtom).bankAccounts).toHaveLength(2));
    await act(async () => undefined);
    expect(screen.queryByRole('heading', { name: 'เพิ่มบัญชีสำเร็จ' })).not.toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/account-info$/);
  });

  it('leaves the customer where they went when they leave while the added popup shows', async () => {
    bank = await startAccountsBank([], { '/bank-accounts/soft-add': () => softAdd('1000000014') });
    renderInApp(<AddAccountPage />, { path: '/add-account', leaveTo: '/account-info' });
    await userEvent.type(field(), '1000000014{Enter}');
    expect(await screen.findByRole('heading', { name: 'เพิ่มบัญชีสำเร็จ' })).toBeVisible();
    leavePage();
    // The popup goes with the page at once; its two seconds would have moved the customer on.
    expect(screen.queryByRole('heading', { name: 'เพิ่มบัญชีสำเร็จ' })).not.toBeInTheDocument();
    await act(async () => undefined);
    expect(location()).toHaveTextContent(/^\/account-info$/);
  });

  it('leaves the customer where they went when they leave while the bank is refusing the account', async () => {
    await addAndLeave('9000000001', () => fail('LKS0503'));
    await aMomentLater();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/account-info$/);
  });

  it('sends no registerRef in the settings flow', async () => {
    sessionStorage.setItem('flow', 'confirm-account');
    bank = await startAccountsBank([], { '/bank-accounts/soft-add': () => softAdd('2000000014') });
    renderInApp(<AddAccountPage />, { path: '/add-account' });
    await userEvent.type(field(), '2000000014');
    await userEvent.click(confirm());
    await waitFor(() => expect(bank.calls('/bank-accounts/soft-add')).toHaveLength(1));
    expect(bank.calls('/bank-accounts/soft-add')[0]?.body).toEqual({ accountNumber: '2000000014' });
  });

  it('[family:faults] takes no number onto a list it could not read in the settings flow, and offers ลองใหม่', async () => {
    sessionStorage.setItem('flow', 'confirm-account');
    store.set(patchRegistrationAtom, { bankAccounts: [] });
    let reads = 0;
    // An answer in a shape the kernel refuses first, the linked list next.
    bank = await startAccountsBank([], {
      '/bank-accounts': () => (++reads === 1 ? ok({ accounts: 'none' }) : ok({ accounts: [bankAccount('2000000011')] })),
    });
    renderInApp(<AddAccountPage />, { path: '/add-account' });
    expect(await screen.findByRole('alertdialog', { name: 'ไม่สามารถทำรายการได้ในขณะนี้' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'ตกลง' }));
    expect(screen.queryByLabelText('เลขที่บัญชี')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'ลองใหม่' }));
    await waitFor(() => expect(store.get(registrationAtom).bankAccounts.map((a) => a.accountNumber)).toEqual(['2000000011']));
    expect(field()).toBeVisible();
  });

  it.each([
    ['LKS0503', 'ไม่พบเลขที่บัญชีนี้'],
    ['LKS0504', 'ไม่รองรับประเภทบัญชีนี้'],
    ['LKS0505', 'บัญชีนี้มีอยู่ในระบบแล้ว'],
    ['LKS0506', 'บัญชีนี้ไม่สามารถใช้งานได้'],
    ['LKS0502', 'เพิ่มบัญชีได้สูงสุด 15 บัญชี'],
  ])('shows the catalogue popup for %s and keeps the number', async (code, title) => {
    bank = await startAccountsBank([], { '/bank-accounts/soft-add': () => fail(code) });
    renderInApp(<AddAccountPage />, { path: '/add-account' });
    await userEvent.type(field(), '9000000001');
    await userEvent.click(confirm());
    expect(await screen.findByRole('alertdialog', { name: title })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'ตกลง' }));
    expect(location()).toHaveTextContent('/add-account');
    expect(field()).toHaveValue('900-0-00000-1');
    expect(store.get(registrationAtom).bankAccounts).toHaveLength(1);
  });

  it('refuses a 16th account without asking the bank', async () => {
    store.set(patchRegistrationAtom, { bankAccounts: Array.from({ length: 15 }, (_, i) => bankAccount(String(1000000700 + i))) });
    bank = await startAccountsBank([]);
    renderInApp(<AddAccountPage />, { path: '/add-account' });
    await userEvent.type(field(), '1000000716');
    await userEvent.click(confirm());
    expect(await screen.findByRole('alertdialog', { name: 'เพิ่มบัญชีได้สูงสุด 15 บัญชี' })).toBeVisible();
    expect(bank.requests).toHaveLength(0);
  });

  describe('an add whose answer was lost', () => {
    const other = bankAccount('2000000011', { accountId: 'ACC-1', isNotificationEnabled: true });

    /**
     * The bank adds `accountNumber` to its list but its first answer never comes (the app's time
     * limit, short here); the next adds are answered by `again`, and the bank's list by `listAfter`.
     */
    async function addAnswerLost(accountNumber: string, again: () => Reply, listAfter: (added: string[]) => unknown) {
      const held: string[] = [];
      let adds = 0;
      bank = await startAccountsBank([], {
        '/bank-accounts/soft-add': () => {
          if (++adds > 1) return again();
          held.push(accountNumber);
          return new Promise<never>(() => undefined);
        },
        '/bank-accounts': () => ok({ accounts: listAfter(held) }),
      });
      // The bank's client is made at the first call, so it takes this limit.
      setRuntimeConfig({ ...getRuntimeConfig(), requestTimeoutMs: 300 });
      renderInApp(<AddAccountPage />, { path: '/add-account' });
      await userEvent.type(field(), accountNumber);
      await userEvent.click(confirm());
      await userEvent.click(await screen.findByRole('button', { name: 'ตกลง' }));
      expect(field()).toHaveValue(`${accountNumber.slice(0, 3)}-${accountNumber[3]}-${accountNumber.slice(4, 9)}-${accountNumber[9]}`);
    }

    const addedToList = (added: string[]) => [
      other,
      ...added.map((n) => bankAccount(n, { accountType: 'CURR', isNotificationEnabled: false })),
    ];

    it('in settings, the same add refused as already there shows the account added, and keeps the switch changed on the other account', async () => {
      sessionStorage.setItem('flow', 'confirm-account');
      // The customer switched the other account's notifications off and has not saved.
      store.set(patchRegistrationAtom, { bankAccounts: [{ ...other, isNotificationEnabled: false }], defaultBankAccounts: [other] });
      await addAnswerLost('2000000014', () => fail('LKS0505'), addedToList);
      const customer = holdTheClock();
      await customer.click(confirm());
      expect(await screen.findByRole('heading', { name: 'เพิ่มบัญชีสำเร็จ' })).toBeVisible();
      expect(screen.queryByRole('alertdialog', { name: 'บัญชีนี้มีอยู่ในระบบแล้ว' })).not.toBeInTheDocument();
      timePasses(SUCCESS_POPUP_MS);
      await waitFor(() => expect(location()).toHaveTextContent('/confirm-account'));
      expect(store.get(registrationAtom).bankAccounts).toEqual([
        { ...other, isNotificationEnabled: false },
        bankAccount('2000000014', { accountType: 'CURR', isNotificationEnabled: true }),
      ]);
      expect(store.get(registrationAtom).defaultBankAccounts).toEqual([other]);
    });

    it('in registration, the same add refused as already there shows the account added', async () => {
      await addAnswerLost(
        '1000000024',
        () => fail('LKS0505'),
        (added) => [
          bankAccount('1000000011', { isNotificationEnabled: false }),
          ...added.map((n) => bankAccount(n, { accountType: 'CURR', isNotificationEnabled: false })),
        ],
      );
      const customer = holdTheClock();
      await customer.click(confirm());
      expect(await screen.findByRole('heading', { name: 'เพิ่มบัญชีสำเร็จ' })).toBeVisible();
      timePasses(SUCCESS_POPUP_MS);
      await waitFor(() => expect(location()).toHaveTextContent('/confirm-account'));
      expect(store.get(registrationAtom).bankAccounts).toEqual([
        bankAccount('1000000011', { isNotificationEnabled: true }),
        bankAccount('1000000024', { accountType: 'CURR', isNotificationEnabled: true }),
      ]);
    });

    it('the refusal stays when the list the bank reads out does not hold the number', async () => {
      await addAnswerLost(
        '1000000034',
        () => fail('LKS0505'),
        () => [bankAccount('1000000011')],
      );
      await userEvent.click(confirm());
      expect(await screen.findByRole('alertdialog', { name: 'บัญชีนี้มีอยู่ในระบบแล้ว' })).toBeVisible();
      expect(store.get(registrationAtom).bankAccounts).toHaveLength(1);
    });

    it('a list read that fails after the refusal is told, and the same tap then shows the account added', async () => {
      let reads = 0;
      await addAnswerLost(
        '1000000054',
        () => fail('LKS0505'),
        (added) =>
          // The first read answers in a shape the kernel refuses, the list next.
          ++reads === 1 ? 'none' : [bankAccount('1000000011'), ...added.map((n) => bankAccount(n, { accountType: 'CURR' }))],
      );
      await userEvent.click(confirm());
      expect(await screen.findByRole('alertdialog', { name: 'ไม่สามารถทำรายการได้ในขณะนี้' })).toBeVisible();
      await userEvent.click(screen.getByRole('button', { name: 'ตกลง' }));
      expect(store.get(registrationAtom).bankAccounts).toHaveLength(1);
      await userEvent.click(confirm());
      expect(await screen.findByRole('heading', { name: 'เพิ่มบัญชีสำเร็จ' })).toBeVisible();
      expect(store.get(registrationAtom).bankAccounts.map((account) => account.accountNumber)).toEqual(['1000000011', '1000000054']);
    });

    // The host's server gives up on a bank too slow to answer before the app does, and says so
    // with a 502 of its own (docs/serving.md): the bank may have made the add all the same.
    it('an add the server gave up on (502, the bank too slow) and then refused as already there shows the account added', async () => {
      const made: string[] = [];
      bank = await startAccountsBank([], {
        '/bank-accounts/soft-add': () => {
          if (made.length > 0) return fail('LKS0505');
          made.push('1000000064');
          return { status: 502, body: 'bank unavailable', headers: { 'Content-Type': 'text/plain; charset=utf-8' } };
        },
        '/bank-accounts': () => ok({ accounts: [bankAccount('1000000011'), ...made.map((n) => bankAccount(n, { accountType: 'CURR' }))] }),
      });
      renderInApp(<AddAccountPage />, { path: '/add-account' });
      await userEvent.type(field(), '1000000064');
      await userEvent.click(confirm());
      await userEvent.click(await screen.findByRole('button', { name: 'ตกลง' }));
      await userEvent.click(confirm());
      expect(await screen.findByRole('heading', { name: 'เพิ่มบัญชีสำเร็จ' })).toBeVisible();
      expect(screen.queryByRole('alertdialog', { name: 'บัญชีนี้มีอยู่ในระบบแล้ว' })).not.toBeInTheDocument();
      expect(store.get(registrationAtom).bankAccounts.map((account) => account.accountNumber)).toEqual(['1000000011', '1000000064']);
    });

    it('a refusal as already there with no add left unanswered is the popup, with no list read', async () => {
      bank = await startAccountsBank([], { '/bank-accounts/soft-add': () => fail('LKS0505') });
      renderInApp(<AddAccountPage />, { path: '/add-account' });
      await userEvent.type(field(), '1000000044');
      await userEvent.click(confirm());
      expect(await screen.findByRole('alertdialog', { name: 'บัญชีนี้มีอยู่ในระบบแล้ว' })).toBeVisible();
      expect(bank.requests.map((request) => request.path)).toEqual(['/bank-accounts/soft-add']);
    });
  });
});
