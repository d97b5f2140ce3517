import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { patchRegistrationAtom, registrationAtom } from 'shared-kernel';
import { bankAccount, fail, holdAnswer, leavePage, ok, renderInApp, type Reply, aMomentLater } from 'shared-kernel/testing';
import AccountInfoPage from './account-info-page';
import { givenVerifiedCustomer, startAccountsBank } from './accounts-test-bank';

type Bank = Awaited<ReturnType<typeof startAccountsBank>>;
let bank: Bank;
const store = getDefaultStore();
const location = () => screen.getByRole('status', { name: 'ที่อยู่ปัจจุบัน' });

beforeEach(() => givenVerifiedCustomer('register'));
afterEach(() => bank.close());

describe('/account-info', () => {
  it('always reloads the accounts after verification, with notifications on, then goes to /confirm-account', async () => {
    store.set(patchRegistrationAtom, { bankAccounts: [bankAccount('9999999999')] });
    bank = await startAccountsBank([bankAccount('1000000011'), bankAccount('1000000013', { accountType: 'TIME' })]);
    renderInApp(<AccountInfoPage />, { path: '/account-info' });
    expect(await screen.findByRole('listitem', { name: 'บัญชีฝากประจำ 100-0-00001-3' })).toBeVisible();
    expect(screen.queryByRole('listitem', { name: /999-9/ })).not.toBeInTheDocument();
    expect(store.get(registrationAtom).bankAccounts.every((a) => a.isNotificationEnabled)).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'ถัดไป' }));
    expect(location()).toHaveTextContent('/confirm-account');
  });

  it('says nothing about the accounts while the bank reads them: no "no accounts", no stale list, no Next', async () => {
    store.set(patchRegistrationAtom, { bankAccounts: [] });
    const read = holdAnswer(() => ok({ accounts: [bankAccount('1000000011')] }));
    bank = await startAccountsBank([], { '/bank-accounts': read.reply });
    renderInApp(<AccountInfoPage />, { path: '/account-info' });
    await waitFor(() => expect(bank.calls('/bank-accounts')).toHaveLength(1));
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('ไม่พบบัญชี กรุณาเพิ่มบัญชี')).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ถัดไป' })).not.toBeInTheDocument();
    await read.release();
    expect(await screen.findByRole('listitem', { name: /100-0-00001-1/ })).toBeVisible();
    expect(screen.getByRole('button', { name: 'ถัดไป' })).toBeEnabled();
  });

  it('asks for a new OTP when the bank cannot fetch the accounts (LKS0303)', async () => {
    bank = await startAccountsBank([], {
      '/bank-accounts': () => fail('LKS0303'),
      '/registers/otp/request': () => ok({ otpRef: 'NEW', expiredAt: '2026-11-22T10:05:00+07:00' }),
    });
    renderInApp(<AccountInfoPage />, { path: '/account-info' });
    expect(await screen.findByRole('alertdialog', { name: 'ไม่สามารถดึงข้อมูลบัญชีได้' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'ตกลง' }));
    await waitFor(() => expect(location()).toHaveTextContent('/otp'));
    expect(bank.calls('/registers/otp/request')[0]?.body).toEqual({ registerRef: 'REG-1' });
    expect(store.get(registrationAtom).otpRef).toBe('NEW');
  });

  it.each([
    ['sent', () => ok({ otpRef: 'NEW', expiredAt: '2026-11-22T10:05:00+07:00' })],
    ['refused', () => fail('LKS9999')],
  ])(
    'leaves the customer where they went, with no popup, when they leave while the new OTP is being %s',
    async (_, answer: () => Reply) => {
      const otpRequest = holdAnswer(answer);
      bank = await startAccountsBank([], { '/bank-accounts': () => fail('LKS0303'), '/registers/otp/request': otpRequest.reply });
      renderInApp(<AccountInfoPage />, { path: '/account-info', leaveTo: '/register' });
      await userEvent.click(await screen.findByRole('button', { name: 'ตกลง' }));
      await waitFor(() => expect(bank.calls('/registers/otp/request')).toHaveLength(1));
      // The customer goes elsewhere (the phone's back gesture) before the bank answers.
      leavePage();
      await otpRequest.release();
      await aMomentLater();
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(location()).toHaveTextContent(/^\/register$/);
    },
  );
  it('opened without a verify token (a chat link, a bookmark, a new window) calls no bank and goes to the settings menu, which sends a customer who is not registered to registration', async () => {
    sessionStorage.removeItem('verifyToken');
    sessionStorage.removeItem('flow');
    bank = await startAccountsBank([bankAccount('1000000011')]);
    renderInApp(<AccountInfoPage />, { path: '/account-info' });
    await waitFor(() => expect(location()).toHaveTextContent('/setting'));
    expect(bank.requests).toHaveLength(0);
  });

  it('in a registration under way whose verify token is gone, calls no bank and verifies again on /info', async () => {
    sessionStorage.removeItem('verifyToken');
    bank = await startAccountsBank([bankAccount('1000000011')]);
    renderInApp(<AccountInfoPage />, { path: '/account-info' });
    await waitFor(() => expect(location()).toHaveTextContent('/info'));
    expect(bank.requests).toHaveLength(0);
  });
});
