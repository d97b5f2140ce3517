import { getDefaultStore } from 'jotai';
import { REGISTRATION_DEFAULTS, registrationAtom } from 'shared-kernel';
import { clearUsedCode, restoreKeptCode, storeSentCode, type CodeFor } from './sent-code';

const sentAt = Date.parse('2026-11-27T10:00:00Z');
const answer = { otpRef: 'AB34CD', expiredAt: '2026-11-27T17:05:00+07:00' };
const code = { otpRef: 'AB34CD', otpExpirationTime: new Date(sentAt + 300_000).toISOString() };

const store = getDefaultStore;
beforeEach(() => {
  jest.useFakeTimers({ now: sentAt });
  store().set(registrationAtom, REGISTRATION_DEFAULTS);
});
afterEach(() => {
  jest.useRealTimers();
  sessionStorage.clear();
});

/** A reload: a new state, with this window's storage. */
function reloadedAt(codeFor: string | CodeFor, now: number) {
  store().set(registrationAtom, REGISTRATION_DEFAULTS);
  return restoreKeptCode(typeof codeFor === 'string' ? { registerRef: codeFor } : codeFor, now);
}

describe('a code the bank has sent', () => {
  it('is in the state with no attempts used, and a registration shows it again after a reload while it is alive', () => {
    store().set(registrationAtom, { ...store().get(registrationAtom), isMaxAttempOtp: true });
    storeSentCode(answer, { registerRef: 'REG-1' });
    expect(store().get(registrationAtom)).toEqual(expect.objectContaining({ ...code, isMaxAttempOtp: false }));

    expect(reloadedAt('REG-1', sentAt + 60_000)).toBe(true);
    expect(store().get(registrationAtom)).toEqual(expect.objectContaining(code));
  });

  it('keeps only the reference and expiry of a registration, never the code or the mobile', () => {
    store().set(registrationAtom, { ...store().get(registrationAtom), mobileNumber: '0812345601' });
    storeSentCode(answer, { registerRef: 'REG-1' });
    expect(JSON.parse(sessionStorage.getItem('registrationOtp') ?? '')).toEqual({ registerRef: 'REG-1', ...code });
  });

  it('of a service flow is shown again after a reload while it is alive, for that flow only, and keeps only the reference and expiry', () => {
    store().set(registrationAtom, { ...store().get(registrationAtom), mobileNumber: '0891234501' });
    storeSentCode(answer, { flow: 'unbinding' });
    expect(JSON.parse(sessionStorage.getItem('registrationOtp') ?? '')).toEqual({ flow: 'unbinding', ...code });

    expect(reloadedAt({ flow: 'select-statement' }, sentAt)).toBe(false);
    expect(reloadedAt('REG-1', sentAt)).toBe(false);
    expect(reloadedAt({ flow: 'unbinding' }, sentAt + 300_000)).toBe(false);
    expect(reloadedAt({ flow: 'unbinding' }, sentAt + 60_000)).toBe(true);
    expect(store().get(registrationAtom)).toEqual(expect.objectContaining(code));

    clearUsedCode();
    expect(reloadedAt({ flow: 'unbinding' }, sentAt)).toBe(false);
  });

  it('of a registration is not shown again for a service flow', () => {
    storeSentCode(answer, { registerRef: 'REG-1' });
    expect(reloadedAt({ flow: 'unbinding' }, sentAt)).toBe(false);
  });

  it('is not shown again once expired, for another registration, after verifying, or when unreadable', () => {
    storeSentCode(answer, { registerRef: 'REG-1' });
    expect(reloadedAt('REG-1', sentAt + 300_000)).toBe(false);
    expect(reloadedAt('REG-2', sentAt)).toBe(false);
    expect(store().get(registrationAtom).otpRef).toBe('');

    storeSentCode(answer, { registerRef: 'REG-1' });
    clearUsedCode();
    expect(store().get(registrationAtom)).toEqual(expect.objectContaining({ otpRef: '', otpExpirationTime: '' }));
    expect(reloadedAt('REG-1', sentAt)).toBe(false);

    sessionStorage.setItem('registrationOtp', '{not json');
    expect(reloadedAt('REG-1', sentAt)).toBe(false);
  });
});
