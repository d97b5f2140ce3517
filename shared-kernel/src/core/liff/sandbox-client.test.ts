import { jwtClaims, sandboxPlaysLineClient } from './sandbox-liff';

describe('the chat client the sandbox plays', () => {
  it('is the LINE client unless a tester asks for a plain browser', () => {
    expect(sandboxPlaysLineClient('')).toBe(true);
    expect(sandboxPlaysLineClient('?sandboxClient=browser')).toBe(false);
    expect(sandboxPlaysLineClient('')).toBe(false);
    expect(sandboxPlaysLineClient('?sandboxClient=line')).toBe(true);
  });

  it('ignores any other value', () => {
    expect(sandboxPlaysLineClient('?sandboxClient=desktop')).toBe(true);
  });
});

describe('the claims LIFF decodes from an ID token', () => {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

  it('reads exp and a Thai name from a signed token', () => {
    const token = `${encode({ alg: 'ES256' })}.${encode({ sub: 'U1', exp: 1_800_000_000, name: 'ลูกค้าทดสอบ' })}.sig`;
    expect(jwtClaims(token)).toEqual({ sub: 'U1', exp: 1_800_000_000, name: 'ลูกค้าทดสอบ' });
  });

  it('answers null for something that is not a JWT', () => {
    expect(jwtClaims('id_token')).toBeNull();
    expect(jwtClaims('a.%%%.c')).toBeNull();
  });
});
