import * as accounts from '../kit/api/calls/accounts';
import * as appStart from '../core/api/calls/app-start';
import * as consents from '../kit/api/calls/consents';
import * as registration from '../kit/api/calls/registration';
import * as settings from '../kit/api/calls/settings';
import * as statements from '../core/api/calls/statements';
import * as surveys from '../kit/api/calls/surveys';
import * as verification from '../core/api/calls/verification';
import { exchangeChatIdToken } from '../core/api/client';

// Every call function of the kernel, each once, for the tests that check what goes out
// (api/contract.test.ts: the bank API contract, X-Action values included).

const account = { accountNumber: '1000000011', accountType: 'SVNG', isNotificationEnabled: true };

/** Every call function of the kernel, each once, with arguments a customer's journey gives it. */
export const EVERY_CALL: Array<() => Promise<unknown>> = [
  () => exchangeChatIdToken('chat-id-token'),
  () => appStart.fetchFeatureFlags(),
  () => appStart.fetchTerms(),
  () => appStart.acceptTerms('TNC-LKS-2025-01'),
  () => registration.checkCustomer({ identificationNumber: '1101700001016', mobileNumber: '0812345601' }),
  () => registration.validateCaptcha('captcha-token'),
  ...(['otp', 'kma'] as const).map(
    (channel) => () =>
      registration.preRegister(channel, {
        identificationNumber: '1101700001016',
        mobileNumber: '0812345601',
        referral: 'REF-1',
        recaptchaToken: 'captcha-token',
        deviceOS: 'ANDROID',
        isSkipReplace: true,
      }),
  ),
  () => registration.requestRegisterOtp('REG-1'),
  () => registration.verifyRegisterOtp({ otpRef: 'ABC123', otpCode: '123456', registerRef: 'REG-1' }),
  () => registration.requestRegisterDeepLink('REG-1'),
  () => registration.verifyRegisterDeepLink({ registerRef: 'REG-1', authRef: 'AUTH-1' }),
  () => registration.submitRegister({ registerRef: 'REG-1', registerAccounts: [account] }),
  () => accounts.fetchBankAccounts(),
  () => accounts.softAddAccount({ accountNumber: '1000000014', registerRef: 'REG-1' }),
  () => accounts.softDeleteAccount('ACC-1'),
  () =>
    accounts.submitBankAccounts([
      { accountId: 'ACC-1', ...account },
      { accountId: null, ...account, accountNumber: '1000000014' },
    ]),
  () => statements.fetchStatementAccount('AR-1'),
  () => statements.preGenerateValidate('AR-1'),
  () => statements.beginPreGenerateValidate('AR-2'),
  () =>
    statements.requestStatement({
      accountRef: 'AR-1',
      Language: 'TH',
      FromBookingDateTime: '2026-01-01T00:00:00+07:00',
      ToBookingDateTime: '2026-01-31T23:59:59+07:00',
      Email: 'somsak.c@example.com',
    }),
  () => surveys.fetchActiveSurvey(),
  () => surveys.fetchSurveySubmission(),
  () => surveys.saveSurveySubmission('SUB-1', ['1', '2']),
  () => verification.checkPreVerifyCustomer(),
  () => verification.beginCheckPreVerifyCustomer(),
  () => verification.verifyCustomer('0812345601'),
  () => verification.checkOtpGenerateAvailable(),
  () => verification.requestServiceOtp('STATEMENT_REQUEST'),
  () => verification.verifyServiceOtp({ otpRef: 'ABC123', otpCode: '123456' }, 'STATEMENT_REQUEST'),
  () =>
    verification.requestKmaVerification({
      redirectPath: '/auth-kma-verification',
      purpose: 'ACCOUNT_MANAGEMENT',
      accountReference: 'AR-1',
    }),
  () => verification.verifyKma('AUTH-1'),
  () => consents.fetchConsentCollectionForm('REG-1'),
  () => consents.fetchConsentMaintenanceForm(),
  () => consents.sendConsentResult({ transactionReference: 'TX-1', status: 'ACCEPTED' }),
  () => settings.checkPreSetting(),
  () => settings.unregister(),
];
export const CALL_MODULES = [accounts, appStart, consents, registration, settings, statements, surveys, verification];
