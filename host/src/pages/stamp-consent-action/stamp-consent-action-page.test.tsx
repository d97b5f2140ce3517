import { render } from '@testing-library/react';
import { StampConsentActionPage } from './stamp-consent-action-page';

describe('/stamp-consent-action', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('stores the provider’s transactionReference and status with the goNext marker, and draws nothing', () => {
    window.history.replaceState({}, '', '/stamp-consent-action?transactionReference=TX-9&status=ACCEPTED');
    const { container } = render(<StampConsentActionPage />);
    expect(container).toBeEmptyDOMElement();
    expect(sessionStorage.getItem('consentGoNext')).toBe('goNext');
    expect(sessionStorage.getItem('consentTransactionReference')).toBe('TX-9');
    expect(sessionStorage.getItem('consentStatus')).toBe('ACCEPTED');
  });
});
