import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The compatibility suite (docs/compatibility-suite.md): the core journeys — register by OTP, a
// statement, cancel — on one composition of builds from different releases, which
// scripts/compat/run.js names in LKS_COMPOSITION. The specs are the everyday ones, unchanged.
export default defineConfig({
  ...base,
  globalSetup: './support/compat-setup.ts',
  testMatch: [
    'registration/register-by-otp.spec.ts',
    'statement/statement-entry.spec.ts',
    'statement/statement-presets.spec.ts',
    'settings/cancel-service.spec.ts',
  ],
  grep: [
    /a new customer registers by OTP from the landing page to \/success/,
    /the entry asks for verification in the statement flow, then skips it once verified/,
    /the form shows the account and its defaults, and one tap sends one request/,
    /cancel service after OTP/,
  ],
});
