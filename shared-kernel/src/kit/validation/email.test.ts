import fc from 'fast-check';
import { emailError, filterEmailInput, isValidEmail } from './email';

describe('filterEmailInput', () => {
  it('drops characters an address cannot hold', () => {
    expect(filterEmailInput('sim ple@exam<ple>.com')).toBe('simple@example.com');
    expect(filterEmailInput('ทดสอบa.b_c+d-e@x.co')).toBe('a.b_c+d-e@x.co');
    expect(filterEmailInput('a!#$%^&*()=b')).toBe('ab');
  });

  it('cuts to 320 characters', () => {
    expect(filterEmailInput('a'.repeat(400))).toHaveLength(320);
  });

  it('only ever returns allowed characters, at most 320 of them', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (s) => {
        const out = filterEmailInput(s);
        return out.length <= 320 && /^[A-Za-z0-9@._+-]*$/.test(out);
      }),
    );
  });
});

describe('isValidEmail', () => {
  it.each(['simple@example.com', 'a.b+tag@mail.example.co.th', 'x_y-z@a-b.io', 'UPPER@EXAMPLE.COM'])('accepts %s', (email) =>
    expect(isValidEmail(email)).toBe(true),
  );

  it.each([
    '',
    'no-at.example.com',
    '@example.com',
    'a@example',
    'a@example.c',
    'a@example.c0m',
    'a@.com',
    'a@b..com',
    'a@@b.com',
    'a b@example.com',
    'ก@example.com',
  ])('rejects %p', (email) => expect(isValidEmail(email)).toBe(false));

  it('limits the local part to 64 characters', () => {
    expect(isValidEmail(`${'a'.repeat(64)}@example.com`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(65)}@example.com`)).toBe(false);
  });

  it('limits the whole address to 320 characters', () => {
    const domainOf = (length: number) => `${'d'.repeat(length - 4)}.com`;
    const local = 'a'.repeat(64);
    expect(isValidEmail(`${local}@${domainOf(320 - 65)}`)).toBe(true);
    expect(isValidEmail(`${local}@${domainOf(321 - 65)}`)).toBe(false);
  });
});

describe('emailError', () => {
  it('asks for an address when empty', () => {
    expect(emailError('')).toBe('กรุณากรอกอีเมล');
  });

  it('shows the example when malformed', () => {
    expect(emailError('simple@')).toBe('กรุณากรอกอีเมลให้ถูกต้อง เช่น simple@example.com');
  });

  it('returns null when valid', () => {
    expect(emailError('simple@example.com')).toBeNull();
  });
});
