import { randomBytes } from 'node:crypto';
import path from 'node:path';

/**
 * The sandbox bank's account references are keyed (sandbox-api/SEED.md), so the suite gives it
 * the key: one per run, made where the config is first read and inherited by the servers and
 * the test workers (statement-journey.ts names accounts with it).
 */
export function shareAccountRefKey(): void {
  process.env.SANDBOX_ACCOUNT_REF_KEY ??= randomBytes(32).toString('hex');
}

/**
 * What every end-to-end project shares: one test at a time (the sandbox's controls are global),
 * no `.only`, no retries, and a JSON report scripts/test-summary.js counts.
 */
export function sandboxSuite(reportName: string) {
  return {
    workers: 1,
    fullyParallel: false,
    forbidOnly: true,
    retries: 0,
    reporter: [
      ['list'],
      ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? path.join(__dirname, '..', '..', 'test-results', reportName) }],
    ] as [string, unknown][],
  };
}
