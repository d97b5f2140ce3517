import type { IncomingHttpHeaders } from 'node:http';

// The app's parts live on their own origins (host 3000, remotes 3001-3003) and all call the
// sandbox from the browser, so only those origins get CORS headers; anyone else is left to the
// browser's same-origin rule.

const ALLOWED_HEADERS = ['Authorization', 'Content-Type', 'X-Scenario-Id', 'X-Device-Os', 'X-Action', 'X-Purpose'];
const ALLOWED_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'];

export function corsHeaders(headers: IncomingHttpHeaders, allowedOrigins: readonly string[]): Record<string, string> {
  const origin = headers.origin;
  const result: Record<string, string> = { Vary: 'Origin' };
  if (typeof origin === 'string' && allowedOrigins.includes(origin)) {
    result['Access-Control-Allow-Origin'] = origin;
    result['Access-Control-Allow-Headers'] = ALLOWED_HEADERS.join(', ');
    result['Access-Control-Allow-Methods'] = ALLOWED_METHODS.join(', ');
    result['Access-Control-Max-Age'] = '600';
    // The bank's clock, which the app reads beside a cooldown (docs/bank-api.md).
    result['Access-Control-Expose-Headers'] = 'Date';
  }
  return result;
}
