// What a client's report may never carry when the host's server takes it
// (./client-report-collector.js): the same rules the page applies before sending
// (shared-kernel/src/kit/observability/scrub-personal-data.ts), applied again on receipt, since a
// page of another release, or no page at all, may not have. Kept here because the server ships
// alone, with no package of the app beside it; the sandbox's collector takes it from here too
// (sandbox-api/src/control/client-reports.ts). The same matches as the page's patterns; the
// token, e-mail and query ones are sticky, each with the run it scans (replaceInRuns), their
// first group the part of the run before where they may start.
const EMAIL = /[^\s@"'<>()]+@[^\s@"'<>()]+\.[A-Za-z]{2,}/y;
const EMAIL_RUN = /[^\s@"'<>()]+/y;
const JWT = /((?:(?!eyJ)[A-Za-z0-9_-])*)eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/y;
const JWT_RUN = /[A-Za-z0-9_-]+/y;
const BEARER = /\bbearer\s+\S+/gi;
const OPAQUE = /[A-Za-z0-9_+/=-]{32,}/g;
const QUERY_OR_FRAGMENT = /([^\s?#"'()/]*?)(https?:\/\/[^\s?#"'()]+|\/[^\s?#"'()]*)[?#][^\s"'()]*/y;
const QUERY_RUN = /[^\s?#"'()]+/y;
// Dots only in the shapes people write a mobile (081.234.5678, 081.2345678, 08.1234.5678), an ID
// card (1.2345.67890.12.3) or an account (123.4.56789.0) in, and not within a longer dotted run:
// a release (2026.11.26.1) or a version (1.1.1) has dots between its digits too. What comes before
// is matched, not looked behind at: iOS 15's Safari has no lookbehind (.browserslistrc).
const DOTTED = /(^|[^\d.]\.?)(0[689]\d?\.\d{3,4}\.?\d{4}|\d\.\d{4}\.\d{5}\.\d\d\.\d|\d{3}\.\d\.\d{5}\.\d)(?!\.?\d)/g;
// Digits as a phone may type them, Thai and full-width ones too (the fields take both as the customer's),
// with the dashes, spaces and brackets people write.
const DIGIT_RUN = /[+(]?[0-9๐-๙０-９][0-9๐-๙０-９\s()－-]*[0-9๐-๙０-９]/g;
// An ID card (13 digits), a mobile (10), an account number (10–12); shorter runs are a stack's
// line and column numbers (server/source-lines.js reads them).
const MIN_PERSONAL_DIGITS = 9;

/**
 * `text.replace` with a global `pattern`, trying it only where a run of `run` characters begins or
 * the last match ended: from a later start in the same run the pattern fails or matches alike, and
 * trying every one made 8 KiB in one run (no `@`, no `?`) a quadratic scan, a second of the host's
 * time for one batch of reports.
 */
function replaceInRuns(text, pattern, run, replace) {
  let out = '';
  let kept = 0;
  let at = 0;
  while (at < text.length) {
    pattern.lastIndex = at;
    const match = pattern.exec(text);
    if (match) {
      out += text.slice(kept, at) + replace(...match);
      at = kept = pattern.lastIndex;
    } else {
      run.lastIndex = at;
      at = run.test(text) ? run.lastIndex : at + 1;
    }
  }
  return out + text.slice(kept);
}

function scrubPersonalData(text) {
  const withoutTokens = replaceInRuns(text, JWT, JWT_RUN, (_, before) => `${before}[token]`).replace(BEARER, '[token]');
  const withoutEmails = replaceInRuns(withoutTokens, EMAIL, EMAIL_RUN, () => '[email]');
  return replaceInRuns(withoutEmails, QUERY_OR_FRAGMENT, QUERY_RUN, (_, before, path) => `${before}${path}`)
    .replace(OPAQUE, (run) => (/\d/.test(run) && /[A-Za-z]/.test(run) ? '[token]' : run))
    .replace(DOTTED, '$1[number]')
    .replace(DIGIT_RUN, (run) => (run.replace(/[^0-9๐-๙０-９]/g, '').length >= MIN_PERSONAL_DIGITS ? '[number]' : run));
}

module.exports = { scrubPersonalData };
