import { clearConsentReturn, openConsentForm, readConsentReturn, recordConsentReturn } from './consent-return';

describe('consent return markers', () => {
  it('reads the result stamped while the form it opened was open', () => {
    openConsentForm();
    recordConsentReturn('?transactionReference=TX-1&status=REJECTED');
    expect(readConsentReturn()).toEqual({ transactionReference: 'TX-1', status: 'REJECTED' });
    clearConsentReturn();
    expect(readConsentReturn()).toBeNull();
  });

  it('[family:consent-tampering] ignores a marker stamped when no form was open', () => {
    recordConsentReturn('?transactionReference=TX-PLANTED&status=ACCEPTED');
    expect(sessionStorage.getItem('consentGoNext')).toBe('goNext');
    expect(readConsentReturn()).toBeNull();
  });

  it('[family:consent-tampering] ignores a marker stamped for an earlier form once a new one opens, and wipes it', () => {
    openConsentForm();
    recordConsentReturn('?transactionReference=TX-OLD&status=ACCEPTED');
    openConsentForm();
    expect(readConsentReturn()).toBeNull();
    expect(sessionStorage.getItem('consentGoNext')).toBeNull();
    expect(sessionStorage.getItem('consentTransactionReference')).toBeNull();
  });

  it('[family:consent-tampering] ignores a marker whose form id was written by hand', () => {
    openConsentForm();
    sessionStorage.setItem('consentTransactionReference', 'TX-X');
    sessionStorage.setItem('consentStatus', 'ACCEPTED');
    sessionStorage.setItem('consentGoNext', 'goNext');
    sessionStorage.setItem('consentReturnFormId', 'guessed-id');
    expect(readConsentReturn()).toBeNull();
  });

  it('gives every opened form its own id', () => {
    expect(openConsentForm()).not.toEqual(openConsentForm());
  });

  it('opens a form on an engine without crypto.randomUUID (iOS 15.0-15.3), and reads its result', () => {
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(openConsentForm()).not.toEqual(openConsentForm());
      recordConsentReturn('?transactionReference=TX-2&status=ACCEPTED');
    } finally {
      Reflect.deleteProperty(globalThis.crypto, 'randomUUID');
    }
    expect(readConsentReturn()).toEqual({ transactionReference: 'TX-2', status: 'ACCEPTED' });
  });
});
