import fc from 'fast-check';
import { idCardError, isValidIdCard } from './id-card';

// Oracle written differently from the implementation: the weights are walked from the
// right (2 up to 13) and the check digit is read from a table indexed by sum mod 11.
const CHECK_DIGIT_BY_REMAINDER = [1, 0, 9, 8, 7, 6, 5, 4, 3, 2, 1];

function oracleCheckDigit(body: readonly number[]): number {
  let sum = 0;
  let weight = 2;
  for (let i = body.length - 1; i >= 0; i -= 1) {
    sum += (body[i] ?? 0) * weight;
    weight += 1;
  }
  return CHECK_DIGIT_BY_REMAINDER[sum % 11] ?? -1;
}

function oracleIsValid(id: string): boolean {
  if (id.length !== 13 || [...id].some((c) => c < '0' || c > '9')) return false;
  const digits = [...id].map(Number);
  return oracleCheckDigit(digits.slice(0, 12)) === digits[12];
}

const body = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 12, maxLength: 12 });
const validId = body.map((b) => b.join('') + String(oracleCheckDigit(b)));
const thirteenDigits = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 13, maxLength: 13 }).map((d) => d.join(''));

describe('isValidIdCard', () => {
  it('accepts known valid numbers, with or without display dashes', () => {
    expect(isValidIdCard('1101700207030')).toBe(true);
    expect(isValidIdCard('1-1017-00207-03-0')).toBe(true);
    expect(isValidIdCard('3100600445635')).toBe(true);
  });

  it('rejects a wrong check digit, wrong lengths and letters', () => {
    expect(isValidIdCard('1101700207031')).toBe(false);
    expect(isValidIdCard('110170020703')).toBe(false);
    expect(isValidIdCard('11017002070300')).toBe(false);
    expect(isValidIdCard('')).toBe(false);
    expect(isValidIdCard('1101700207O30')).toBe(false);
    expect(isValidIdCard('a1101700207030')).toBe(false);
  });

  it('gives check digit 1 for remainder 0 and 0 for remainder 1', () => {
    // A 2 at weight 11 sums to 22 (remainder 0); a 1 at weight 12 sums to 12 (remainder 1).
    expect(isValidIdCard('0020000000001')).toBe(true);
    expect(isValidIdCard('0020000000000')).toBe(false);
    expect(isValidIdCard('0100000000000')).toBe(true);
    expect(isValidIdCard('0100000000001')).toBe(false);
  });

  it('skips only the checksum when asked', () => {
    expect(isValidIdCard('1101700207031', { skipChecksum: true })).toBe(true);
    expect(isValidIdCard('110170020703', { skipChecksum: true })).toBe(false);
  });

  it('accepts every generated valid number', () => {
    fc.assert(fc.property(validId, (id) => isValidIdCard(id)));
  });

  it('agrees with the oracle on any 13 digits', () => {
    fc.assert(fc.property(thirteenDigits, (id) => isValidIdCard(id) === oracleIsValid(id)));
  });

  it('rejects a valid number whose check digit is changed', () => {
    fc.assert(
      fc.property(validId, fc.integer({ min: 1, max: 9 }), (id, shift) => {
        const changed = id.slice(0, 12) + String((Number(id[12]) + shift) % 10);
        return !isValidIdCard(changed);
      }),
    );
  });

  it('judges a valid number with one body digit changed exactly as the oracle does', () => {
    // Not every such change is caught: remainders 0 and 10 both give check digit 1, so
    // 0020000000001 (sum 22) and 0021000000001 (sum 32) are both valid.
    expect(isValidIdCard('0021000000001')).toBe(true);
    fc.assert(
      fc.property(validId, fc.integer({ min: 0, max: 11 }), fc.integer({ min: 1, max: 9 }), (id, at, shift) => {
        const digit = (Number(id[at]) + shift) % 10;
        const changed = id.slice(0, at) + String(digit) + id.slice(at + 1);
        return isValidIdCard(changed) === oracleIsValid(changed);
      }),
    );
  });
});

describe('idCardError', () => {
  it('asks for the number when empty', () => {
    expect(idCardError('')).toBe('กรุณากรอกเลขบัตรประชาชน');
    expect(idCardError('  ')).toBe('กรุณากรอกเลขบัตรประชาชน');
  });

  it('asks for a correct 13-digit number when wrong', () => {
    expect(idCardError('1-2345')).toBe('กรุณากรอกเลขบัตรประชาชน 13 หลักให้ถูกต้อง');
    expect(idCardError('1101700207031')).toBe('กรุณากรอกเลขบัตรประชาชน 13 หลักให้ถูกต้อง');
  });

  it('returns null for a valid number in display format, and honours skipChecksum', () => {
    expect(idCardError('1-1017-00207-03-0')).toBeNull();
    expect(idCardError('1101700207031', { skipChecksum: true })).toBeNull();
  });
});
