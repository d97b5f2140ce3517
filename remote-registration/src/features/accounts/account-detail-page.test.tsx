import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { patchRegistrationAtom, registrationAtom } from 'shared-kernel';
import { bankAccount, fail, holdAnswer, leavePage, ok, renderInApp, type Reply, aMomentLater } from 'shared-kernel/testing';
import AccountDetailPage from './account-detail-page';
import { givenVerifiedCustomer, startAccountsBank } from './accounts-test-bank';

type Bank = Awaited<ReturnType<typeof startAccountsBank>>;
let bank: Bank;
const store = getDefaultStore();
const location = () => screen.getByRole('status', { name: 'ที่อยู่ปัจจุบัน' });
const open = (path: string, leaveTo?: string) => renderInApp(<AccountDetailPage />, { path, route: '/add-account/:accountNo', leaveTo });

/** Two saved accounts, the first one open, and a bank that answers the delete when released. */
async function deletingWithHeldAnswer(answer: () => Reply) {
  const deletion = holdAnswer(answer);
  bank = await startAccountsBank([], { '/bank-accounts/soft-delete': deletion.reply });
  store.set(patchRegistrationAtom, {
    bankAccounts: [bankAccount('2000000013', { accountId: 'ACC-3' }), bankAccount('2000000011', { accountId: 'ACC-1' })],
  });
  open('/add-account/2000000013', '/setting');
  await userEvent.click(screen.getByRole('button', { name: 'ลบบัญชี' }));
  await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'ลบบัญชี' }));
  await waitFor(() => expect(bank.calls('/bank-accounts/soft-delete')).toHaveLength(1));
  // The customer goes elsewhere (the phone's back gesture) before the bank answers.
  leavePage();
  await deletion.release();
}

beforeEach(() => givenVerifiedCustomer('confirm-account'));
afterEach(() => bank.close());

describe('/add-account/:accountNo', () => {
  it('shows the account with the status from the query, and deletes it after confirming', async () => {
    bank = await startAccountsBank([]);
    store.set(patchRegistrationAtom, {
      bankAccounts: [
        bankAccount('2000000013', { accountId: 'ACC-3', accountType: 'TIME' }),
        bankAccount('2000000011', { accountId: 'ACC-1' }),
      ],
    });
    open('/add-account/2000000013?accountStatus=Inactive');
    expect(screen.getByText('200-0-00001-3')).toBeVisible();
    expect(screen.getByText('ฝากประจำ')).toBeVisible();
    expect(screen.getByText('ไม่มีการเคลื่อนไหว')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'ลบบัญชี' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'ลบบัญชี' }));
    await waitFor(() => expect(location()).toHaveTextContent('/confirm-account'));
    expect(bank.calls('/bank-accounts/soft-delete')[0]?.body).toEqual({ accountId: 'ACC-3' });
    expect(store.get(registrationAtom).bankAccounts.map((a) => a.accountNumber)).toEqual(['2000000011']);
  });

  it('leaves the customer where they went when they leave while the account is being deleted, and forgets the deleted account', async () => {
    await deletingWithHeldAnswer(() => ok({}));
    await waitFor(() => expect(store.get(registrationAtom).bankAccounts.map((a) => a.accountNumber)).toEqual(['2000000011']));
    await act(async () => undefined);
    expect(location()).toHaveTextContent(/^\/setting$/);
  });

  it('leaves the customer where they went, with no popup, when they leave while the bank refuses the delete', async () => {
    await deletingWithHeldAnswer(() => fail('LKS9999'));
    await aMomentLater();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/setting$/);
    expect(store.get(registrationAtom).bankAccounts).toHaveLength(2);
  });

  it('does not offer deleting the only account', async () => {
    bank = await startAccountsBank([]);
    store.set(patchRegistrationAtom, { bankAccounts: [bankAccount('2000000021', { accountId: 'ACC-9' })] });
    open('/add-account/2000000021?accountStatus=Active');
    expect(screen.getByText('ใช้งานได้')).toBeVisible();
    expect(screen.getByRole('button', { name: 'ลบบัญชี' })).toBeDisabled();
    expect(screen.getByText('ต้องมีบัญชีอย่างน้อย 1 บัญชี')).toBeVisible();
    // Read with the greyed-out button, where a screen reader meets it.
    expect(screen.getByRole('button', { name: 'ลบบัญชี' })).toHaveAccessibleDescription('ต้องมีบัญชีอย่างน้อย 1 บัญชี');
  });

  it('loads the list after a reload and says so when the number is not on it', async () => {
    bank = await startAccountsBank([bankAccount('2000000011', { accountId: 'ACC-1' })]);
    open('/add-account/1234567890');
    expect(await screen.findByText('ไม่พบบัญชีนี้ในรายการของคุณ')).toBeVisible();
    await waitFor(() => expect(bank.calls('/bank-accounts')).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'ย้อนกลับ' }));
    expect(location()).toHaveTextContent('/confirm-account');
  });
});
