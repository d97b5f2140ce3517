import { getDefaultStore } from 'jotai';
import { REGISTRATION_DEFAULTS, registrationAtom } from '../state/registration';
import type { BankAccount } from '../../kit/api/schemas';
import { currentFlow, endJourney, hasBankApp, isVerifiedFor, readVerifyToken, setHasBankApp, startJourney } from './verified-journey';
import { storeVerifyToken } from './verification-earned';

const heldAccount: BankAccount = {
  accountId: 'ACC-1',
  accountNumber: '2000000011',
  accountType: 'SVNG',
  isNotificationEnabled: true,
  accountStatus: 'Active',
  accountRef: '',
};

describe('a verified journey', () => {
  it('started, verified and ended leaves no token and no flow', () => {
    startJourney('unbinding');
    expect(currentFlow()).toBe('unbinding');
    storeVerifyToken('vt-1');
    expect(isVerifiedFor('unbinding')).toBe(true);
    endJourney();
    expect(readVerifyToken()).toBeNull();
    expect(sessionStorage.getItem('verifyToken')).toBeNull();
    expect(currentFlow()).toBeNull();
    expect(isVerifiedFor('unbinding')).toBe(false);
  });

  it('never carries a token earned for one flow into the next journey', () => {
    startJourney('confirm-account');
    storeVerifyToken('vt-accounts');
    startJourney('select-statement');
    expect(readVerifyToken()).toBeNull();
    expect(sessionStorage.getItem('flow')).toBe('select-statement');
  });

  it('reads a flow it does not know as none', () => {
    sessionStorage.setItem('flow', 'something-else');
    expect(currentFlow()).toBeNull();
  });
});

describe('isVerifiedFor', () => {
  it('needs both a verify token and that flow', () => {
    expect(isVerifiedFor('unbinding')).toBe(false);
    sessionStorage.setItem('verifyToken', 'vt');
    expect(isVerifiedFor('unbinding')).toBe(false);
    sessionStorage.setItem('flow', 'manage-consent');
    expect(isVerifiedFor('unbinding')).toBe(false);
    sessionStorage.setItem('flow', 'unbinding');
    expect(isVerifiedFor('unbinding')).toBe(true);
  });
});

describe('a fresh verification', () => {
  it('drops the account list held from before, so the account screens load the bank’s list', () => {
    getDefaultStore().set(registrationAtom, { ...REGISTRATION_DEFAULTS, bankAccounts: [heldAccount], defaultBankAccounts: [heldAccount] });
    storeVerifyToken('vt-fresh');
    expect(sessionStorage.getItem('verifyToken')).toBe('vt-fresh');
    expect(getDefaultStore().get(registrationAtom).bankAccounts).toEqual([]);
    expect(getDefaultStore().get(registrationAtom).defaultBankAccounts).toEqual([]);
  });
});

describe('has the customer the bank app', () => {
  it('reads the strings earlier releases stored', () => {
    sessionStorage.setItem('isHaveKMA', 'false');
    expect(hasBankApp()).toBe(false);
    sessionStorage.setItem('isHaveKMA', 'true');
    expect(hasBankApp()).toBe(true);
  });

  it('stores the answer in that same form', () => {
    setHasBankApp(false);
    expect(sessionStorage.getItem('isHaveKMA')).toBe('false');
    setHasBankApp(true);
    expect(sessionStorage.getItem('isHaveKMA')).toBe('true');
  });

  it('counts an unknown answer as yes, so the bank decides', () => {
    expect(hasBankApp()).toBe(true);
  });
});
