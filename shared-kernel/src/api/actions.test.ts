import * as accounts from './calls/accounts';
import * as appStart from './calls/app-start';
import * as consents from './calls/consents';
import * as registration from './calls/registration';
import * as settings from './calls/settings';
import * as statements from './calls/statements';
import * as surveys from './calls/surveys';
import * as verification from './calls/verification';
import { actionFor, API_ACTIONS } from './actions';
import { exchangeChatIdToken } from './client';
import { ok, startFakeBank } from '../testing/fake-bank-server';

type Bank = Awaited<ReturnType<typeof startFakeBank>>;
let bank: Bank | null = null;
afterEach(async () => {
  await bank?.close();
  bank = null;
});

/** Every call function of the kernel, each once, with arguments of the right shape. */
const EVERY_CALL: Array<() => Promise<unknown>> = [
  () => exchangeChatIdToken('chat-id-token'),
  () => appStart.fetchFeatureFlags(),
  () => appStart.fetchTerms(),
  () => appStart.acceptTerms(1),
  () => registration.checkCustomer({ identificationNumber: '1', mobileNumber: '0' }),
  () => registration.validateCaptcha('captcha'),
  ...(['otp', 'kma'] as const).map(
    (channel) => () =>
      registration.preRegister(channel, { identificationNumber: '1', mobileNumber: '0', referral: '', recaptchaToken: '', deviceOS: 'IOS' }),
  ),
  () => registration.requestRegisterOtp('R-1'),
  () => registration.verifyRegisterOtp({ otpRef: 'O', otpCode: '1', registerRef: 'R-1' }),
  () => registration.requestRegisterDeepLink('R-1'),
  () => registration.verifyRegisterDeepLink({ registerRef: 'R-1', authRef: 'A' }),
  () => registration.submitRegister({ registerRef: 'R-1', registerAccounts: [] }),
  () => accounts.fetchBankAccounts(),
  () => accounts.softAddAccount({ accountNumber: '1234567890' }),
  () => accounts.softDeleteAccount('AC-1'),
  () => accounts.submitBankAccounts([]),
  () => statements.fetchStatementAccount('REF'),
  () => statements.preGenerateValidate('REF'),
  () => statements.beginPreGenerateValidate('REF'),
  () => statements.requestStatement({ accountRef: 'REF', Language: 'TH', FromBookingDateTime: '', ToBookingDateTime: '', Email: '' }),
  () => surveys.fetchActiveSurvey(),
  () => surveys.fetchSurveySubmission(),
  () => surveys.saveSurveySubmission('S-1', []),
  () => verification.checkPreVerifyCustomer(),
  () => verification.beginCheckPreVerifyCustomer(),
  () => verification.verifyCustomer('0812345678'),
  () => verification.checkOtpGenerateAvailable(),
  () => verification.requestServiceOtp('OTHER'),
  () => verification.verifyServiceOtp({ otpRef: 'O', otpCode: '1' }, 'OTHER'),
  () => verification.requestKmaVerification({ redirectPath: '/auth-kma-verification', purpose: 'OTHER' }),
  () => verification.verifyKma('A'),
  () => consents.fetchConsentCollectionForm('R-1'),
  () => consents.fetchConsentMaintenanceForm(),
  () => consents.sendConsentResult({ transactionReference: 'T', status: 'ACCEPTED' }),
  () => settings.checkPreSetting(),
  () => settings.unregister(),
];
const CALL_MODULES = [accounts, appStart, consents, registration, settings, statements, surveys, verification];

describe('X-Action', () => {
  it('every call of the kernel sends the action name the table gives it, and the table has no unused entry', async () => {
    bank = await startFakeBank(() => ok({}));
    // The bank answers every call alike; a refused answer shape still means the request went out.
    const exported = CALL_MODULES.flatMap((module) => Object.values(module).filter((value) => typeof value === 'function'));
    // preRegister covers two calls, exchangeChatIdToken lives in the client: the list above misses none.
    expect(EVERY_CALL).toHaveLength(exported.length + 2);
    // One at a time: the test bank's short time limit must not drop a call on a busy machine.
    for (const call of EVERY_CALL) await call().catch(() => undefined);
    const sent = bank.requests.map((r) => ({ call: `${r.method} ${r.path.split('?')[0]}`, action: r.headers['x-action'] }));
    for (const { call, action } of sent) {
      const [method = '', path = ''] = call.split(' ');
      expect({ call, action }).toEqual({ call, action: actionFor(method, path) });
      expect(action).toEqual(expect.any(String));
    }
    const used = new Set(sent.map((s) => s.action));
    expect(Object.values(API_ACTIONS).filter((action) => !used.has(action))).toEqual([]);
  });

  it('matches a path segment placeholder but not a longer or shorter path', () => {
    expect(actionFor('PUT', '/survey-submissions/S-1')).toBe('SAVE_SURVEY_ANSWERS');
    expect(actionFor('put', '/survey-submissions/S-1?x=1')).toBe('SAVE_SURVEY_ANSWERS');
    expect(actionFor('PUT', '/survey-submissions/')).toBeUndefined();
    expect(actionFor('PUT', '/survey-submissions/S-1/x')).toBeUndefined();
    expect(actionFor('GET', '/survey-submissions/S-1')).toBeUndefined();
  });
});
