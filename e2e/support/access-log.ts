import fs from 'node:fs';
import path from 'node:path';

// The suite's servers write their access log here, one JSON line per request, as production
// writes it on stdout (server/request-observation.js); global-setup.ts empties it at start.
export const ACCESS_LOG_FILE = path.join(__dirname, '..', '..', 'test-results', 'e2e-access-log.jsonl');

/** Every line written so far. */
export function accessLogLines(): string[] {
  return fs.existsSync(ACCESS_LOG_FILE) ? fs.readFileSync(ACCESS_LOG_FILE, 'utf8').split('\n').filter(Boolean) : [];
}
