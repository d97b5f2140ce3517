import { LOCAL_KEYS, SESSION_KEYS } from './keys';
import { keepStorageToLineUser } from './line-user-state';

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

/** What LINE user A leaves in the browser mid-journey. */
function journeyLeftByA(): void {
  window.localStorage.setItem(LOCAL_KEYS.registerRef, 'REG-of-A');
  window.localStorage.setItem(LOCAL_KEYS.accountRef, 'account-of-A');
  window.localStorage.setItem(LOCAL_KEYS.wantToGoTo, '/select-statement?accountRef=account-of-A');
  window.localStorage.setItem(LOCAL_KEYS.hashedMobileNumber, 'mobile-hash-of-A');
  window.localStorage.setItem(LOCAL_KEYS.scenarioId, 'scenario-of-A');
  window.sessionStorage.setItem(SESSION_KEYS.verifyToken, 'verify-token-of-A');
  window.sessionStorage.setItem(SESSION_KEYS.flow, 'confirm-account');
  window.sessionStorage.setItem(SESSION_KEYS.accessToken, 'access-token-of-A');
  window.localStorage.setItem(LOCAL_KEYS.language, 'en');
}

describe('storage belongs to the LINE user logged in', () => {
  it('gives another LINE user nothing of the journey the one before left, and keeps the language the device chose', async () => {
    await keepStorageToLineUser('U-A');
    journeyLeftByA();

    await keepStorageToLineUser('U-B');

    for (const key of ['registerRef', 'accountRef', 'wantToGoTo', 'hashedMobileNumber', 'scenarioId']) {
      expect(window.localStorage.getItem(key)).toBeNull();
    }
    for (const key of ['verifyToken', 'flow', 'accessToken']) expect(window.sessionStorage.getItem(key)).toBeNull();
    expect(window.localStorage.getItem(LOCAL_KEYS.language)).toBe('en');
  });

  it('lets the same LINE user continue their journey', async () => {
    await keepStorageToLineUser('U-A');
    journeyLeftByA();

    await keepStorageToLineUser('U-A');

    expect(window.localStorage.getItem(LOCAL_KEYS.registerRef)).toBe('REG-of-A');
    expect(window.sessionStorage.getItem(SESSION_KEYS.verifyToken)).toBe('verify-token-of-A');
  });

  it('keeps a journey stored before the check existed, and never the LINE user ID itself', async () => {
    journeyLeftByA();

    await keepStorageToLineUser('U-A');

    expect(window.localStorage.getItem(LOCAL_KEYS.registerRef)).toBe('REG-of-A');
    expect(Object.values({ ...window.localStorage }).join(' ')).not.toContain('U-A');
  });

  it('gives another LINE user none of the keys the app stores, only what the device keeps', async () => {
    await keepStorageToLineUser('U-A');
    for (const key of Object.values(SESSION_KEYS)) window.sessionStorage.setItem(key, 'left-by-A');
    for (const key of Object.values(LOCAL_KEYS)) {
      if (key !== LOCAL_KEYS.lineUser) window.localStorage.setItem(key, 'left-by-A');
    }

    await keepStorageToLineUser('U-B');

    expect(Object.keys({ ...window.sessionStorage }).sort()).toEqual(
      ['debugMode', 'lineClockAhead', 'reloginAt', 'sandboxClient', 'sandboxLanguage', 'storageProbe'].sort(),
    );
    expect(Object.keys({ ...window.localStorage }).sort()).toEqual(
      ['offlineEvents', 'sandboxLineUserId', 'language', 'storageProbe', 'lineUser'].sort(),
    );
  });
});
