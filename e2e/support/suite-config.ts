import path from 'node:path';

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
