import fc from 'fast-check';
import { normaliseReferral, REFERRAL_MAX_LENGTH } from './referral';

// encodeURIComponent throws URIError on a lone surrogate.
function isWellFormed(s: string): boolean {
  try {
    encodeURIComponent(s);
    return true;
  } catch {
    return false;
  }
}

describe('normaliseReferral', () => {
  it('keeps text of up to 50 characters unchanged', () => {
    expect(normaliseReferral('')).toBe('');
    expect(normaliseReferral('a'.repeat(50))).toBe('a'.repeat(50));
    expect(normaliseReferral('พนักงานสาขาสีลม')).toBe('พนักงานสาขาสีลม');
  });

  it('cuts longer text to the first 50 characters', () => {
    expect(normaliseReferral('b'.repeat(51))).toBe('b'.repeat(50));
    expect(normaliseReferral(`${'x'.repeat(50)}tail`)).toBe('x'.repeat(50));
  });

  it('never leaves half of a surrogate pair', () => {
    const emoji = '😀'; // two UTF-16 units, one code point
    const cut = normaliseReferral(`${'a'.repeat(49)}${emoji}${emoji}`);
    expect(cut).toBe(`${'a'.repeat(49)}${emoji}`);
    expect(isWellFormed(cut)).toBe(true);
  });

  it('returns a well-formed prefix of at most 50 code points for any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 80 }), (s) => {
        const cut = normaliseReferral(s);
        return Array.from(cut).length <= REFERRAL_MAX_LENGTH && s.startsWith(cut) && isWellFormed(cut);
      }),
    );
  });
});
