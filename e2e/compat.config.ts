import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { CORE_JOURNEYS } from './support/core-journeys';

// The compatibility suite (docs/compatibility-suite.md): the core journeys — register by OTP, a
// statement, cancel — on one composition of builds from different releases, which
// scripts/compat/run.js names in LKS_COMPOSITION. The specs are the everyday ones, unchanged.
// A composition outside the contract (LKS_COMPAT_EXPECT=unavailable) runs e2e/compat/ instead:
// what the customer and the bank must see when a deploy breaks the one ordered step.
const UNAVAILABLE = { testDir: './compat', testMatch: ['ordered-step.spec.ts'] };

export default defineConfig({
  ...base,
  globalSetup: './support/compat-setup.ts',
  ...(process.env.LKS_COMPAT_EXPECT === 'unavailable' ? UNAVAILABLE : CORE_JOURNEYS),
});
