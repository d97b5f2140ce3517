// nginx caches a published version's files for a year, immutable, remoteEntry.js and
// first-screens.json included (no file of a version ever changes, docs/deploying.md), and a
// remote's files at fixed names outside a version are revalidated as before.
const { answerOf } = require('./same-answers');

const IMMUTABLE = 'public, max-age=31536000, immutable';
const FIXED_NAMES = ['/remoteEntry.js', '/first-screens.json'];

/**
 * @param {string} staticOrigin nginx's static origin, holding the published `versioned` folder (`/<remote>/<version>`)
 * @param {string} remoteOrigin nginx's origin of the same remote's build at its root
 * @returns {Promise<string[]>} what is cached otherwise; empty when each is as it should be
 */
async function versionCachingProblems(staticOrigin, versioned, remoteOrigin) {
  const expected = [
    ...FIXED_NAMES.map((name) => ({ origin: staticOrigin, path: `${versioned}${name}`, caching: IMMUTABLE })),
    ...FIXED_NAMES.map((name) => ({ origin: remoteOrigin, path: name, caching: 'no-cache' })),
  ];
  const problems = [];
  for (const { origin, path, caching } of expected) {
    const { status, headers } = await answerOf(origin, { path, encoding: 'identity' });
    if (status !== 200 || headers['cache-control'] !== caching)
      problems.push(`${origin}${path}: ${status} ${headers['cache-control']}, expected 200 ${caching}`);
  }
  return problems;
}

module.exports = { versionCachingProblems };
