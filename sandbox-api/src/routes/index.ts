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

/** Every bank call of docs/behaviour.md#bank-calls. */
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
