import fc from 'fast-check';
import { isValidMobile, mobileError } from './mobile';

// Oracle by character codes, not by pattern.
function oracleIsValid(value: string): boolean {
  if (value.length !== 10) return false;
  const codes = [...value].map((c) => c.charCodeAt(0) - 48);
  return codes.every((d) => d >= 0 && d <= 9) && codes[0] === 0 && codes[1] !== 0;
}

const digit = fc.integer({ min: 0, max: 9 });
const validMobile = fc
  .tuple(fc.integer({ min: 1, max: 9 }), fc.array(digit, { minLength: 8, maxLength: 8 }))
  .map(([operator, rest]) => `0${operator}${rest.join('')}`);
const nearMobile = fc.array(digit, { minLength: 8, maxLength: 12 }).map((d) => d.join(''));

describe('isValidMobile', () => {
  it('accepts 10 digits starting 0 then non-zero, with or without dashes', () => {
    expect(isValidMobile('0812345678')).toBe(true);
    expect(isValidMobile('081-234-5678')).toBe(true);
    expect(isValidMobile('0612345678')).toBe(true);
  });

  it('rejects a second digit 0, a leading non-zero, wrong lengths and letters', () => {
    expect(isValidMobile('0012345678')).toBe(false);
    expect(isValidMobile('1812345678')).toBe(false);
    expect(isValidMobile('081234567')).toBe(false);
    expect(isValidMobile('08123456789')).toBe(false);
    expect(isValidMobile('08123456a8')).toBe(false);
  });

  it('accepts every generated valid number', () => {
    fc.assert(fc.property(validMobile, (m) => isValidMobile(m)));
  });

  it('agrees with the oracle on digit strings of 8 to 12 digits', () => {
    fc.assert(fc.property(nearMobile, (m) => isValidMobile(m) === oracleIsValid(m)));
  });

  it('agrees with the oracle on arbitrary text without separators', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (s) => {
        fc.pre(!/[\s-]/.test(s));
        return isValidMobile(s) === oracleIsValid(s);
      }),
    );
  });
});

describe('mobileError', () => {
  it('asks for the number when empty', () => {
    expect(mobileError('')).toBe('กรุณากรอกเบอร์โทรศัพท์มือถือ');
  });

  it('asks for a correct 10-digit number when wrong', () => {
    expect(mobileError('081-234')).toBe('กรุณากรอกเบอร์โทรศัพท์มือถือ 10 หลักให้ถูกต้อง');
    expect(mobileError('0012345678')).toBe('กรุณากรอกเบอร์โทรศัพท์มือถือ 10 หลักให้ถูกต้อง');
  });

  it('returns null when valid', () => {
    expect(mobileError('081-234-5678')).toBeNull();
  });
});
