import { getDefaultStore } from 'jotai';
import { REGISTRATION_DEFAULTS, registrationAtom, type BankAccount } from 'shared-kernel';
import { storeVerifyToken } from './verification-flow';

const heldAccount: BankAccount = {
  accountId: 'ACC-1',
  accountNumber: '2000000011',
  accountType: 'SVNG',
  isNotificationEnabled: true,
  accountStatus: 'Active',
  accountRef: '',
};

describe('a fresh verification', () => {
  it('drops the account list held from before, so the account screens load the bank’s list', () => {
    getDefaultStore().set(registrationAtom, { ...REGISTRATION_DEFAULTS, bankAccounts: [heldAccount], defaultBankAccounts: [heldAccount] });
    storeVerifyToken('vt-fresh');
    expect(sessionStorage.getItem('verifyToken')).toBe('vt-fresh');
    expect(getDefaultStore().get(registrationAtom).bankAccounts).toEqual([]);
    expect(getDefaultStore().get(registrationAtom).defaultBankAccounts).toEqual([]);
  });
});
