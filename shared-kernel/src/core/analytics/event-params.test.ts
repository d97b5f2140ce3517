import { EVENT_PARAMS, safeEntry } from './event-params';

describe('the parameters an event may carry', () => {
  it('keeps the listed parameters of each event', () => {
    expect(safeEntry({ event: 'api_error', code: 'LKS0205', flow: 'Register' })).toEqual({
      event: 'api_error',
      code: 'LKS0205',
      flow: 'Register',
    });
    expect(safeEntry({ event: 'statement_request_submit', hashedEmail: 'ab'.repeat(32), period: 'LAST_MONTH' })).toEqual({
      event: 'statement_request_submit',
      hashedEmail: 'ab'.repeat(32),
      period: 'LAST_MONTH',
    });
  });

  it('[family:token-misuse] drops a mobile number, an OTP, an ID card number or an e-mail added to any event', () => {
    for (const event of Object.keys(EVENT_PARAMS)) {
      const entry = safeEntry({
        event,
        mobileNumber: '0812345678',
        otpCode: '123456',
        identificationNumber: '1101700207030',
        email: 'a@b.th',
        // The bank's keyed hash of the mobile names the customer to the bank: never a third party's.
        hashedMobileNumber: 'ab'.repeat(32),
      });
      expect(entry).toEqual({ event });
    }
  });

  it('[family:token-misuse] drops a bare number even from an allowed parameter', () => {
    expect(safeEntry({ event: 'api_error', code: '123456', flow: '081-234-5678' })).toEqual({ event: 'api_error' });
    expect(safeEntry({ event: 'api_error', code: 'LKS0205', flow: 'Register' })).toMatchObject({ code: 'LKS0205' });
  });

  it('sends an event the table does not know with its name only', () => {
    expect(safeEntry({ event: 'new_event', anything: 'x' })).toEqual({ event: 'new_event' });
  });

  it('keeps a numeric event time on any event, and refuses an entry without a name', () => {
    expect(safeEntry({ event: 'new_event', eventTime: 1 })).toEqual({ event: 'new_event', eventTime: 1 });
    expect(safeEntry({ event: 'new_event', eventTime: '1' })).toEqual({ event: 'new_event' });
    expect(safeEntry({ event: '' })).toBeNull();
  });
});
