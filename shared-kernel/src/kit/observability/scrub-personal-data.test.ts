import { carriesNoPersonalData, scrubPersonalData } from './scrub-personal-data';
// The host's collector scrubs again on receipt with its own copy of these rules: each case holds both.
import { scrubPersonalData as scrubOnReceipt } from '../../../../server/scrub-personal-data';

const JWT = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJVMTIzIn0.c2lnbmF0dXJl';

describe('an error report is stripped of personal data', () => {
  test.each([
    ['an ID card', 'invalid id 1234567890123 for customer', 'invalid id [number] for customer'],
    ['an ID card with dashes', 'id 1-2345-67890-12-3 refused', 'id [number] refused'],
    ['a mobile number', 'otp to 0812345678 failed', 'otp to [number] failed'],
    ['a mobile number with dashes and spaces', 'mobile 081-234 5678', 'mobile [number]'],
    ['an international mobile number', 'sms +66812345678 bounced', 'sms [number] bounced'],
    ['an account number', 'account 100-0-00002-1 not found', 'account [number] not found'],
    ['a mobile number with its area code in brackets', 'call (081) 234 5678', 'call [number]'],
    ['an ID card in Thai digits', 'id ๑๑๐๓๗๐๐๐๑๒๓๔๕ refused', 'id [number] refused'],
    ['an e-mail', 'statement to somchai.j@example.co.th failed', 'statement to [email] failed'],
    ['a JWT', `token ${JWT} expired`, 'token [token] expired'],
    ['a bearer header', 'Authorization: Bearer abc.def', 'Authorization: [token]'],
    ['an opaque token', 'verify 9f8e7d6c5b4a39281706f5e4d3c2b1a0ZZ rejected', 'verify [token] rejected'],
    ['a query string', 'GET https://line.bank.example/api/x?access_token=abc&id=1 failed', 'GET https://line.bank.example/api/x failed'],
    ['a route with an account in it', 'at /add-account/1234567890', 'at /add-account/[number]'],
  ])('%s', (_what, text, scrubbed) => {
    const result = scrubPersonalData(text);
    expect(result).toBe(scrubbed);
    expect(carriesNoPersonalData(result)).toBe(true);
    expect(scrubOnReceipt(text)).toBe(scrubbed);
  });

  // Dots are taken only in the shapes people write these numbers in: a release or a version is a dotted run too.
  test.each([
    ['a mobile number with dots', 'otp to 081.234.5678 failed', 'otp to [number] failed'],
    ['a mobile number with one dot', 'otp to 081.2345678.', 'otp to [number].'],
    ['a mobile number in twos and fours with dots', 'โทร.08.1234.5678', 'โทร.[number]'],
    ['an ID card with dots', 'id 1.2345.67890.12.3 refused', 'id [number] refused'],
    ['an account number with dots', 'account 123.4.56789.0 not found', 'account [number] not found'],
  ])('[family:personal-data] %s', (_what, text, scrubbed) => {
    expect(scrubPersonalData(text)).toBe(scrubbed);
    expect(scrubOnReceipt(text)).toBe(scrubbed);
  });

  // The fields take full-width digits as the customer's own (an East Asian input method), as they take Thai ones.
  test.each([
    ['an ID card in full-width digits', 'id １１０１７００００１０１６ refused', 'id [number] refused'],
    ['a mobile number in full-width digits with dashes', 'otp to ０８１－２３４－５６０１ failed', 'otp to [number] failed'],
  ])('[family:personal-data] %s', (_what, text, scrubbed) => {
    expect(scrubPersonalData(text)).toBe(scrubbed);
    expect(scrubOnReceipt(text)).toBe(scrubbed);
  });

  test('a stack keeps its files, lines and columns, which turn it into source lines', () => {
    const stack = 'TypeError: x is undefined\n    at render (https://line.bank.example/registration/page-info.14d2c4cd.js:1:123456)';
    expect(scrubPersonalData(stack)).toBe(stack);
    expect(scrubOnReceipt(stack)).toBe(stack);
  });

  test('a time, a version and a figure stay', () => {
    const text = 'at 21:30:05.123 release 2026.11.26.1 (0.1.1-9b1c0d2e3f), kernel 1.1.0, after 2.5 s (3 tries)';
    expect(scrubPersonalData(text)).toBe(text);
    expect(scrubOnReceipt(text)).toBe(text);
  });

  test('[family:personal-data] a dotted run in no shape of a mobile, ID card or account stays: releases and versions', () => {
    const text = 'release 2026.11.26.1, 2026.11.26.12 and 2026.01.08.123; versions 1.1.1, 0.8.1, 10.0.0.1';
    expect(scrubPersonalData(text)).toBe(text);
    expect(scrubOnReceipt(text)).toBe(text);
  });
});
