import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { coreJourneys } from './support/core-journeys';

// The compatibility suite (docs/compatibility-suite.md): the core journeys — register by OTP, a
// statement, cancel — on one composition of builds from different releases, which
// scripts/compat/run.js names in LKS_COMPOSITION. The specs are the everyday ones, unchanged.
const composition: unknown = JSON.parse(process.env.LKS_COMPOSITION ?? 'null');
const previousHost =
  typeof composition === 'object' && composition !== null && 'hostRelease' in composition && composition.hostRelease === 'previous';

export default defineConfig({
  ...base,
  globalSetup: './support/compat-setup.ts',
  ...coreJourneys({ previousHost }),
});
