import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { namedComposition } from './support/compat-setup';
import { coreJourneys } from './support/core-journeys';

// The compatibility suite (docs/compatibility-suite.md): the core journeys — register by OTP, a
// statement, cancel — on one composition of builds from different releases, which
// scripts/compat/run.js names in LKS_COMPOSITION. The specs are the everyday ones, unchanged.
const previousHost = namedComposition().hostRelease === 'previous';

export default defineConfig({
  ...base,
  globalSetup: './support/compat-setup.ts',
  ...coreJourneys({ previousHost }),
});
