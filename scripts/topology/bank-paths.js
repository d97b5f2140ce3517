// nginx sends the bank only the paths server/api-forwarding.js would: the same sneaky paths the
// attack suite sends the Node forwarder (server/serving-attacks.test.js) must never get an answer
// from the bank through nginx. nginx refuses them (400) or, where its own normalising has already
// made another path of them, hands them to the host; the bank answers JSON, nothing else does.
// Nor does a method the bank's API does not use: nginx answers it 405, as the forwarder does.
const http = require('node:http');
const { methodsTheBankDoesNotUse, sneakyBankPaths } = require('../../server/sneaky-bank-paths-fixture');

const PREFIX = '/services/lks/inter/api/v1';
const SNEAKY = sneakyBankPaths(PREFIX);
// A query passes as it is, encoded slash and all.
const ALLOWED = `${PREFIX}/registers/validate-captcha?token=a%2Fb`;

/** The request line exactly as written: fetch would normalise `.`, `..` and `\`. */
function get(port, path, method = 'GET') {
  return new Promise((resolve, reject) => {
    http
      .request(
        { host: '127.0.0.1', port, path, method, headers: { Host: `localhost:${port}`, Authorization: 'Bearer access-1' } },
        (res) => {
          res.resume();
          res.on('end', () =>
            resolve({
              status: res.statusCode,
              json: /^application\/json/.test(res.headers['content-type'] ?? ''),
            }),
          );
        },
      )
      .on('error', reject)
      .end();
  });
}

/** What is wrong with nginx's bank path: the sneaky paths or methods the bank answered, or an allowed path it did not. */
async function bankPathProblems(port) {
  const problems = [];
  for (const path of SNEAKY) {
    const answer = await get(port, path);
    if (answer.json) problems.push(`${path} reached the bank (${answer.status})`);
  }
  const allowed = await get(port, ALLOWED);
  if (!(allowed.status === 200 && allowed.json)) problems.push(`${ALLOWED} answered ${allowed.status}, not the bank's 200`);
  for (const method of methodsTheBankDoesNotUse) {
    const answer = await get(port, `${PREFIX}/feature-flags`, method);
    if (answer.json || answer.status !== 405)
      problems.push(`${method} answered ${answer.status}${answer.json ? ' from the bank' : ''}, not 405`);
  }
  return problems;
}

module.exports = { bankPathProblems };
