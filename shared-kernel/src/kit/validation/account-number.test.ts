import { accountNumberError, canAddAccount, canRemoveAccount, isValidAccountNumber, MAX_ACCOUNTS, MIN_ACCOUNTS } from './account-number';

const WRONG = 'กรุณากรอกเลขที่บัญชี 10 หลักให้ถูกต้อง';

describe('account number', () => {
  it('accepts exactly 10 digits, also in the 3-1-5-1 display format', () => {
    expect(isValidAccountNumber('1234567890')).toBe(true);
    expect(isValidAccountNumber('123-4-56789-0')).toBe(true);
    expect(accountNumberError('0000000000')).toBeNull();
  });

  it('gives the same text for an empty and a wrong number', () => {
    expect(accountNumberError('')).toBe(WRONG);
    expect(accountNumberError('123456789')).toBe(WRONG);
    expect(accountNumberError('12345678901')).toBe(WRONG);
    expect(accountNumberError('12345678x0')).toBe(WRONG);
  });
});

describe('account count limits', () => {
  it('are 1 to 15', () => {
    expect(MIN_ACCOUNTS).toBe(1);
    expect(MAX_ACCOUNTS).toBe(15);
  });

  it('allow adding below 15 only', () => {
    expect(canAddAccount(0)).toBe(true);
    expect(canAddAccount(14)).toBe(true);
    expect(canAddAccount(15)).toBe(false);
  });

  it('allow removing only while more than one is left', () => {
    expect(canRemoveAccount(1)).toBe(false);
    expect(canRemoveAccount(2)).toBe(true);
  });
});
