import { looksLikeToken, redactTokens } from './redact-tokens';

const JWT = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U';

describe('looksLikeToken', () => {
  it('spots JWTs, alone or inside other text, and Bearer values', () => {
    expect(looksLikeToken(JWT)).toBe(true);
    expect(looksLikeToken(`https://x.test/cb?t=${JWT}`)).toBe(true);
    expect(looksLikeToken('Bearer abc123')).toBe(true);
    expect(looksLikeToken('authorization: bearer abc123')).toBe(true);
  });

  it('leaves ordinary values alone', () => {
    expect(looksLikeToken('Request Statement')).toBe(false);
    expect(looksLikeToken('www.example.com')).toBe(false);
    expect(looksLikeToken('1.2.3')).toBe(false);
    expect(looksLikeToken('a3f1c2')).toBe(false);
  });
});

describe('redactTokens', () => {
  it('drops params named like a token, in any case', () => {
    expect(redactTokens({ page: '/otp', accessToken: 'x', VERIFY_TOKEN: 'y', token: 'z' })).toEqual({ page: '/otp' });
  });

  it('drops params whose value is a token', () => {
    expect(redactTokens({ page: '/otp', header: 'Bearer abc', id: JWT, count: 2 })).toEqual({ page: '/otp', count: 2 });
  });

  it('does not change its input', () => {
    const params = { accessToken: 'x' };
    redactTokens(params);
    expect(params).toEqual({ accessToken: 'x' });
  });
});
