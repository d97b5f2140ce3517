/**
 * shared-kernel is shared through Module Federation as ONE singleton module, so this entry
 * is the single door to it: one axios instance, one set of atoms, one token refresh for the
 * host and every remote. Each line says which concern (folder) a name comes from.
 *
 * It names only what the host, the remotes and the kernel's side entries use. A shared module
 * is kept whole, with a getter for every name it exports, so each name here is bytes on every
 * first load; what only the kernel uses inside itself (schemas, test resets, the session's
 * internals) is imported there by path, and tests reach resets through `shared-kernel/testing`.
 */
export { KERNEL_VERSION } from './kernel-version';
export {
  setRuntimeConfig,
  getRuntimeConfig,
  RefusedRuntimeConfig,
  loadRuntimeConfig,
  isProduction,
  type RuntimeConfig,
  type RemoteName,
} from './config/runtime-config';
// The language cookie's name stays the kernel's own (./language/language.ts writes it).
export { SESSION_KEYS, LOCAL_KEYS, type SessionKey, type LocalKey } from './storage/keys';
export * from './storage/stores';
export { NETWORK_ERROR, networkError, serverError, normaliseError, ApiError, type NormalisedError } from './api/normalised-error';
export { callApi, callApiWithStatus, type CallOptions, type CallResult } from './api/client';
export { getDeviceOs, scenarioId, type AuthKind, type DeviceOs } from './api/request-headers';
export { type BankAccount, type AuthenticationLink, type KmaStatus, type OtpIssued, type KmaPurpose } from '../kit/api/schemas';
export * from './api/calls/app-start';
export {
  checkPreVerifyCustomer,
  verifyCustomer,
  checkOtpGenerateAvailable,
  requestServiceOtp,
  verifyServiceOtp,
  requestKmaVerification,
  verifyKma,
} from './api/calls/verification';
export {
  fetchStatementAccount,
  preGenerateValidate,
  requestStatement,
  type AccountData,
  type StatementRequest,
} from './api/calls/statements';
export {
  REGISTRATION_DEFAULTS,
  registrationAtom,
  patchRegistrationAtom,
  resetSensitiveDataAtom,
  resetOtpRefAtom,
  type RegistrationState,
} from './state/registration';
export { settingAtom, patchSettingAtom, type SettingState } from './state/setting';
export * from './state/feature-flags';
export * from './state/statement';
export * from './state/network';
export {
  showAlert,
  confirmPopup,
  showSuccess,
  withLoading,
  type PopupIcon,
  type AlertPopup,
  type ConfirmPopup,
  type SuccessPopup,
} from './state/popups';
export * from './state/use-visit-load';
export {
  LOCK_SECONDS,
  ERROR_CATALOGUE,
  isErrorCode,
  catalogueEntryFor,
  type ErrorNext,
  type CatalogueEntry,
  type CatalogueCode,
} from './errors/catalogue';
export * from './errors/show-catalogue-message';
export { LOCK_RETURN_PATHS, type LockVerifyBy, type LockState } from './errors/lock-state';
export * from './errors/use-error-handler';
export * from './routing/paths';
export * from './accounts/account-list';
export * from './accounts/statement-account';
export * from './routing/remote-pages';
export * from './routing/internal-path';
export { type Flow } from './routing/flow';
export {
  CONSENT_POLL_MS,
  openConsentForm,
  recordConsentReturn,
  readConsentReturn,
  clearConsentReturn,
  type ConsentReturn,
} from './consent/consent-return';
export { startSession, featureFlagsReadAtStartUp } from './session/start-session';
export { beginTokenExchange } from './session/token-exchange';
// No package imports it (the start-up begins it through beginFirstCalls), but a removal from this
// entry takes a new major version, which the host of the release in production could not serve
// (docs/deploy-contract.md, "The kernel's version").
/** @deprecated begun by `beginFirstCalls` from `shared-kernel/start-up`; kept until the next major. */
export { beginStatementEntryCalls } from './session/statement-entry-calls';
export { currentFlow, startJourney, endJourney, isVerifiedFor, hasBankApp, setHasBankApp } from './session/verified-journey';
export * from './session/verification-earned';
export { setChatPlatform, chatPlatform, openOutsideChat, type ChatPlatform } from './liff/liff-client';
export { returnIntoMiniApp } from './liff/liff-link';
export { startAgain, startLiff, sandboxLineUserId } from './liff/start-liff';
export * from './debug/debug-mode';
export { BUTTONS, POPUP_TEXTS, PAGE_TEXTS } from './texts/th';
export { useKernelTexts, kernelTextsNow } from './texts/kernel-texts';
export { type Language } from './language/language';
export { type Wording } from './language/wording';
export { defineCatalogue, useLanguage, languageNow, loadEnglish, switchLanguage, type Catalogue } from './language/catalogue';
export { LanguageSwitch } from './language/language-switch';
export { type AnalyticsValue, type DataLayerEntry, onDataLayerEvent } from './analytics/data-layer';
export * from './analytics/track';
export { startOfflineQueue } from './analytics/offline-queue';
export { startTagManager } from './analytics/tag-manager';
export * from './analytics/sha256';
export * from './analytics/flow-labels';
export * from './ui/styles';
export * from './ui/button';
export * from './ui/page';
export { type StatusIconKind } from './ui/status-icon';
export * from './ui/result-page';
export * from './ui/back-to-chat-button';
export * from './ui/global-overlays';
export { LoadingSpinner } from './ui/loading-spinner';
export * from './analytics/error-category';
export * from './analytics/use-error-page-event';
export * from './routing/verified-flow';
export * from '../kit/ui/feature-styles';
export * from './state/register-ref';
export * from './ui/icons';
export * from './ui/modal-dialog';
export * from './routing/route-announcer';
