import { sandboxLineUserId } from './start-liff';

describe('the sandbox LINE user this browser plays', () => {
  it('is made once and kept', () => {
    const first = sandboxLineUserId('');
    expect(first).toMatch(/^U[0-9a-f]{32}$/);
    expect(sandboxLineUserId('')).toBe(first);
  });

  it('can be chosen with ?sandboxUser and is then remembered', () => {
    expect(sandboxLineUserId('?sandboxUser=U-registered-1')).toBe('U-registered-1');
    expect(sandboxLineUserId('')).toBe('U-registered-1');
  });

  it('ignores a value that is not a LINE user id', () => {
    const kept = sandboxLineUserId('');
    expect(sandboxLineUserId('?sandboxUser=%3Cscript%3E')).toBe(kept);
  });
});
