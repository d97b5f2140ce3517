// A bounded load on the topology while something happens to it: page views of the host (pages a
// remote owns among them, so the host also takes the remotes' first screens from nginx) and
// bank calls through nginx, each at a fixed rate for at most MAX_SECONDS, on loopback only.
const autocannon = require('autocannon');

const PAGES = ['/', '/register', '/request-statement', '/request-setting'];
// Calls the bank answers without a session, so every one should be a 200.
const BANK_CALLS = ['/services/lks/inter/api/v1/feature-flags', '/services/lks/inter/api/v1/term-and-conditions'];
const PAGES_PER_SECOND = 100;
const BANK_CALLS_PER_SECOND = 50;
const MAX_SECONDS = 30;

/** Sent, and failed: refused, reset, timed out (10 s) or answered other than 2xx. */
function figures(result) {
  const answered = result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'];
  const failures = Object.fromEntries(
    Object.entries(result.statusCodeStats)
      .filter(([status]) => !status.startsWith('2'))
      .map(([status, { count }]) => [status, count]),
  );
  if (result.errors > 0) failures.errors = result.errors;
  return { sent: answered + result.errors, failed: result.non2xx + result.errors, failures };
}

function load(origin, paths, perSecond) {
  return autocannon({
    url: origin,
    connections: 4,
    overallRate: perSecond,
    duration: MAX_SECONDS,
    timeout: 10,
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
}

/**
 * @param {string} origin the host's origin (nginx)
 * @param {() => Promise<void>} during what happens under load; the load stops when it is done
 */
async function underLoad(origin, during) {
  const pages = load(origin, PAGES, PAGES_PER_SECOND);
  const bank = load(origin, BANK_CALLS, BANK_CALLS_PER_SECOND);
  const started = Date.now();
  try {
    await during();
  } finally {
    pages.stop();
    bank.stop();
  }
  const [pageResult, bankResult] = await Promise.all([pages, bank]);
  return { seconds: (Date.now() - started) / 1000, pages: figures(pageResult), bank: figures(bankResult) };
}

module.exports = { underLoad, MAX_SECONDS };
