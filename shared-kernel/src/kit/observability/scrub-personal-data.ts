/**
 * What an error report may never carry, whatever the error says: a Thai ID card (13 digits), a
 * mobile number (10), an account number (10–12), with or without dashes, spaces or dots; an e-mail; a
 * token (a JWT, a bearer value, any long opaque string); a URL's query or fragment (where tokens
 * and ids travel). A run of fewer than 9 digits stays: line and column numbers of a stack are
 * what turns a report into source lines (server/source-lines.js).
 */
const EMAIL = /[^\s@"'<>()]+@[^\s@"'<>()]+\.[A-Za-z]{2,}/g;
const JWT = /eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g;
const BEARER = /\bbearer\s+\S+/gi;
// base64url, hex or similar without a break: a token, a session or a signature.
const OPAQUE = /[A-Za-z0-9_+/=-]{32,}/g;
const QUERY_OR_FRAGMENT = /(https?:\/\/[^\s?#"'()]+|\/[^\s?#"'()]*)[?#][^\s"'()]*/g;
// Dots only in the shapes people write a mobile (081.234.5678, 081.2345678, 08.1234.5678), an ID
// card (1.2345.67890.12.3) or an account (123.4.56789.0) in, and not within a longer dotted run:
// a release (2026.11.26.1) or a version (1.1.1) has dots between its digits too. What comes before
// is matched, not looked behind at: iOS 15's Safari has no lookbehind (.browserslistrc).
const DOTTED = /(^|[^\d.]\.?)(0[689]\d?\.\d{3,4}\.?\d{4}|\d\.\d{4}\.\d{5}\.\d\d\.\d|\d{3}\.\d\.\d{5}\.\d)(?!\.?\d)/g;
// Digits as a phone may type them, Thai and full-width ones too (the fields take both as the customer's),
// with the dashes, spaces and brackets people write.
export const DIGIT_RUN = /[+(]?[0-9๐-๙０-９][0-9๐-๙０-９\s()－-]*[0-9๐-๙０-９]/g;
const MIN_PERSONAL_DIGITS = 9;

export function scrubPersonalData(text: string): string {
  return text
    .replace(JWT, '[token]')
    .replace(BEARER, '[token]')
    .replace(EMAIL, '[email]')
    .replace(QUERY_OR_FRAGMENT, '$1')
    .replace(OPAQUE, (run) => (/\d/.test(run) && /[A-Za-z]/.test(run) ? '[token]' : run))
    .replace(DOTTED, '$1[number]')
    .replace(DIGIT_RUN, (run) => (run.replace(/[^0-9๐-๙０-９]/g, '').length >= MIN_PERSONAL_DIGITS ? '[number]' : run));
}

/** True when nothing in `text` would be scrubbed: what the tests assert of every report. */
export function carriesNoPersonalData(text: string): boolean {
  return scrubPersonalData(text) === text;
}
