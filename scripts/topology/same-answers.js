// nginx serving a remote's files must answer as the Node server does for a remote (docs/serving.md):
// the same status and the same headers a browser or a cache acts on, for every kind of request
// the policy distinguishes.
const fs = require('node:fs');

const COMPARED = [
  'cache-control',
  'content-encoding',
  'vary',
  'access-control-allow-origin',
  'cross-origin-resource-policy',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'content-security-policy',
  'allow',
];

/**
 * One request of each kind, made from the remote's own build, its paths below `prefix` (a published
 * version's folder). A production remote has no fonts of its own: the host's kernel brings them.
 */
function requestsFor(build, prefix) {
  const files = fs.readdirSync(build);
  const hashed = files.find((name) => /\.[0-9a-f]{8}\.js$/.test(name));
  const requests = [
    { path: '/remoteEntry.js', encoding: 'br' },
    { path: '/remoteEntry.js', encoding: 'gzip' },
    { path: '/remoteEntry.js', encoding: 'identity' },
    { path: `/${hashed}`, encoding: 'br, gzip' },
    { path: '/first-screens.json', encoding: 'gzip' },
    { path: `/${hashed}.map`, encoding: 'identity' },
    { path: '/chunk-kinds.json', encoding: 'identity' },
    { path: '/.releases.json', encoding: 'identity' },
    { path: '/no-such-file.js', encoding: 'identity' },
    { path: '/', encoding: 'identity' },
    { path: '/remoteEntry.js', encoding: 'identity', method: 'POST' },
  ];
  return requests.map((request) => ({ ...request, path: `${prefix}${request.path}` }));
}

async function answerOf(origin, { path, encoding, method = 'GET' }) {
  const res = await fetch(`${origin}${path}`, { method, headers: { 'Accept-Encoding': encoding } });
  await res.arrayBuffer();
  const headers = Object.fromEntries(COMPARED.map((name) => [name, res.headers.get(name)]));
  if (res.ok) headers['content-type'] = res.headers.get('content-type');
  return { status: res.status, headers };
}

/**
 * The differences between the two servers' answers; empty when nginx answers as Node does.
 * @param {string} [prefix] where the build is on both origins: `/<remote>/<version>` on a static origin
 */
async function differences(build, nodeOrigin, nginxOrigin, prefix = '') {
  const found = [];
  for (const request of requestsFor(build, prefix)) {
    const [node, nginx] = await Promise.all([answerOf(nodeOrigin, request), answerOf(nginxOrigin, request)]);
    const label = `${request.method ?? 'GET'} ${request.path} (${request.encoding})`;
    if (node.status !== nginx.status) found.push(`${label}: status ${nginx.status}, Node ${node.status}`);
    for (const name of Object.keys({ ...node.headers, ...nginx.headers })) {
      if (node.headers[name] !== nginx.headers[name]) found.push(`${label}: ${name} ${nginx.headers[name]}, Node ${node.headers[name]}`);
    }
  }
  return found;
}

module.exports = { answerOf, differences };
