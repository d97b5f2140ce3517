// What a client's report may never carry when the host's server takes it
// (./client-report-collector.js): the same rules the page applies before sending
// (shared-kernel/src/kit/observability/scrub-personal-data.ts), applied again on receipt, since a
// page of another release, or no page at all, may not have. Kept here because the server ships
// alone, with no package of the app beside it.
const EMAIL = /[^\s@"'<>()]+@[^\s@"'<>()]+\.[A-Za-z]{2,}/g;
const JWT = /eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g;
const BEARER = /\bbearer\s+\S+/gi;
const OPAQUE = /[A-Za-z0-9_+/=-]{32,}/g;
const QUERY_OR_FRAGMENT = /(https?:\/\/[^\s?#"'()]+|\/[^\s?#"'()]*)[?#][^\s"'()]*/g;
// Digits as a phone may type them, Thai ones too, with the dashes, spaces and brackets people write.
const DIGIT_RUN = /[+(]?[0-9๐-๙][0-9๐-๙\s()-]*[0-9๐-๙]/g;
// An ID card (13 digits), a mobile (10), an account number (10–12); shorter runs are a stack's
// line and column numbers (server/source-lines.js reads them).
const MIN_PERSONAL_DIGITS = 9;

function scrubPersonalData(text) {
  return text
    .replace(JWT, '[token]')
    .replace(BEARER, '[token]')
    .replace(EMAIL, '[email]')
    .replace(QUERY_OR_FRAGMENT, '$1')
    .replace(OPAQUE, (run) => (/\d/.test(run) && /[A-Za-z]/.test(run) ? '[token]' : run))
    .replace(DIGIT_RUN, (run) => (run.replace(/[^0-9๐-๙]/g, '').length >= MIN_PERSONAL_DIGITS ? '[number]' : run));
}

module.exports = { scrubPersonalData };
