/**
 * The tag manager forwards everything it receives to third parties, so access, verify and
 * LINE ID tokens must never reach it, even by mistake in a param someone adds later.
 */
const TOKEN_KEY = /token/i;
// A JWT (or JWE) starts with base64url of '{"' and has dot-separated base64url segments.
const JWT = /eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/;
const BEARER = /\bbearer\s+\S+/i;

export function looksLikeToken(value: string): boolean {
  return JWT.test(value) || BEARER.test(value);
}

/** A copy without any entry whose key names a token or whose string value is one. */
export function redactTokens<T>(params: Readonly<Record<string, T>>): Record<string, T> {
  const safe: Record<string, T> = {};
  for (const [key, value] of Object.entries(params)) {
    if (TOKEN_KEY.test(key)) continue;
    if (typeof value === 'string' && looksLikeToken(value)) continue;
    safe[key] = value;
  }
  return safe;
}
