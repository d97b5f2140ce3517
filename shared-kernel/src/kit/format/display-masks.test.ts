import fc from 'fast-check';
import {
  ACCOUNT_NUMBER_MASK,
  digitsOnly,
  formatAccountNumber,
  formatIdCard,
  formatMobile,
  ID_CARD_MASK,
  maskMobile,
  MOBILE_MASK,
} from './display-masks';

const digitString = (maxLength: number) => fc.array(fc.integer({ min: 0, max: 9 }), { maxLength }).map((d) => d.join(''));

describe('digitsOnly', () => {
  it('keeps the digits only, as ASCII digits', () => {
    expect(digitsOnly('1-2345 67a8')).toBe('12345678');
    expect(digitsOnly('๐๑๒๓๔๕๖๗๘๙')).toBe('0123456789');
    expect(digitsOnly('０１２３４５６７８９')).toBe('0123456789');
  });
});

describe('formatIdCard', () => {
  it('formats a full number as 1-4-5-2-1', () => {
    expect(formatIdCard('1234567890123')).toBe('1-2345-67890-12-3');
  });

  it.each([
    ['', ''],
    ['1', '1'],
    ['12', '1-2'],
    ['12345', '1-2345'],
    ['123456', '1-2345-6'],
    ['1234567890', '1-2345-67890'],
    ['123456789012', '1-2345-67890-12'],
  ])('formats partial input %p as %p', (input, expected) => {
    expect(formatIdCard(input)).toBe(expected);
  });

  it('re-formats an already formatted value and drops extra digits', () => {
    expect(formatIdCard('1-2345-6')).toBe('1-2345-6');
    expect(formatIdCard('12345678901234')).toBe('1-2345-67890-12-3');
  });
});

describe('formatMobile', () => {
  it('formats as 3-3-4, progressively', () => {
    expect(formatMobile('0812345678')).toBe('081-234-5678');
    expect(formatMobile('081')).toBe('081');
    expect(formatMobile('0812')).toBe('081-2');
    expect(formatMobile('081234')).toBe('081-234');
    expect(formatMobile('0812345')).toBe('081-234-5');
  });
});

describe('formatAccountNumber', () => {
  it('formats as 3-1-5-1, progressively', () => {
    expect(formatAccountNumber('1234567890')).toBe('123-4-56789-0');
    expect(formatAccountNumber('1234')).toBe('123-4');
    expect(formatAccountNumber('12345')).toBe('123-4-5');
    expect(formatAccountNumber('123456789')).toBe('123-4-56789');
  });
});

describe('formatters as a family', () => {
  const cases = [
    { format: formatIdCard, max: 13 },
    { format: formatMobile, max: 10 },
    { format: formatAccountNumber, max: 10 },
  ];

  it('keep the leading digits, never end on a dash, and are idempotent', () => {
    for (const { format, max } of cases) {
      fc.assert(
        fc.property(digitString(max + 3), (digits) => {
          const shown = format(digits);
          return digitsOnly(shown) === digits.slice(0, max) && !shown.endsWith('-') && format(shown) === shown;
        }),
      );
    }
  });
});

describe('maskMobile', () => {
  it('shows only the last four digits', () => {
    expect(maskMobile('0812345678')).toBe('XXX-XXX-5678');
    expect(maskMobile('081-234-5678')).toBe('XXX-XXX-5678');
  });

  it('hides everything when there is no number to show', () => {
    expect(maskMobile('')).toBe('XXX-XXX-XXXX');
    expect(maskMobile('12')).toBe('XXX-XXX-XXXX');
  });
});

describe('the masks', () => {
  it('are as long as a full value in their format, so a field can take its maxLength from them', () => {
    expect(formatIdCard('1234567890123')).toHaveLength(ID_CARD_MASK.length);
    expect(formatMobile('0812345678')).toHaveLength(MOBILE_MASK.length);
    expect(formatAccountNumber('1234567890')).toHaveLength(ACCOUNT_NUMBER_MASK.length);
  });
});
