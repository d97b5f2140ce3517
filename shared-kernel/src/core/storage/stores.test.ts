import { SESSION_KEYS } from './keys';
import { localStore, sessionStore } from './stores';

/** Storage as Safari has it when full or blocked: every write throws QuotaExceededError. */
function storageThatRefusesWrites(): jest.SpyInstance {
  return jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  });
}

afterEach(() => {
  jest.restoreAllMocks();
  sessionStore.remove(SESSION_KEYS.accessToken);
  window.sessionStorage.clear();
});

describe('the session store', () => {
  it('keeps a value in sessionStorage, where a reload finds it', () => {
    sessionStore.set(SESSION_KEYS.accessToken, 'token-1');
    expect(window.sessionStorage.getItem('accessToken')).toBe('token-1');
    expect(sessionStore.get(SESSION_KEYS.accessToken)).toBe('token-1');
  });

  it('still hands a value back for this page when storage refuses to write it', () => {
    storageThatRefusesWrites();
    expect(() => sessionStore.set(SESSION_KEYS.accessToken, 'token-2')).not.toThrow();
    expect(sessionStore.get(SESSION_KEYS.accessToken)).toBe('token-2');
  });

  it('forgets a value kept in memory when it is removed, and prefers a later value storage takes', () => {
    const refusing = storageThatRefusesWrites();
    sessionStore.set(SESSION_KEYS.accessToken, 'token-3');
    sessionStore.remove(SESSION_KEYS.accessToken);
    expect(sessionStore.get(SESSION_KEYS.accessToken)).toBeNull();

    sessionStore.set(SESSION_KEYS.accessToken, 'token-4');
    refusing.mockRestore();
    sessionStore.set(SESSION_KEYS.accessToken, 'token-5');
    expect(sessionStore.get(SESSION_KEYS.accessToken)).toBe('token-5');
    expect(window.sessionStorage.getItem('accessToken')).toBe('token-5');
  });

  it('reads nothing, without throwing, when storage itself cannot be reached', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(sessionStore.get(SESSION_KEYS.accessToken)).toBeNull();
  });
});

describe('takesWrites', () => {
  it('is true where storage takes a write, and leaves nothing behind', () => {
    expect(sessionStore.takesWrites() && localStore.takesWrites()).toBe(true);
    expect(window.sessionStorage.length).toBe(0);
    expect(window.localStorage.length).toBe(0);
  });

  it('is false where every write throws (private browsing, a full quota)', () => {
    storageThatRefusesWrites();
    expect(sessionStore.takesWrites()).toBe(false);
    expect(localStore.takesWrites()).toBe(false);
  });
});
