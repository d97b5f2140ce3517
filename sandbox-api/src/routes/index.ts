import type { BankRoute } from './bank-route';
import { accountRoutes } from './accounts';
import { consentRoutes } from './consents';
import { featureFlagRoutes } from './feature-flags';
import { registrationRoutes } from './registration';
import { registrationKmaRoutes } from './registration-kma';
import { registrationOtpRoutes } from './registration-otp';
import { settingsRoutes } from './settings';
import { statementRoutes } from './statements';
import { surveyRoutes } from './surveys';
import { termsRoutes } from './terms';
import { verificationRoutes } from './verification';
import { verifyTokenRoutes } from './verify-token';

/** Every operation of docs/api/openapi.yaml, each once (test/contract.test.js). */
export const bankRoutes: readonly BankRoute[] = [
  ...verifyTokenRoutes,
  ...featureFlagRoutes,
  ...termsRoutes,
  ...registrationRoutes,
  ...registrationOtpRoutes,
  ...registrationKmaRoutes,
  ...accountRoutes,
  ...statementRoutes,
  ...consentRoutes,
  ...surveyRoutes,
  ...settingsRoutes,
  ...verificationRoutes,
];
