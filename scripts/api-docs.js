// The bank API contract's checks and its page for people (docs/bank-api.md):
//   node scripts/api-docs.js          lint docs/api/openapi.yaml, then write docs/api/index.html
//   node scripts/api-docs.js --check  lint, and fail when docs/api/index.html is not the page the
//                                     document builds today (npm test runs this)
// Both use @redocly/cli (pinned): its recommended rules (docs/api/redocly.yaml) and its
// build-docs, which renders the page from the package's own files, without the network.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const root = path.join(__dirname, '..');
const api = path.join(root, 'docs', 'api');
const documentPath = path.join(api, 'openapi.yaml');
const pagePath = path.join(api, 'index.html');
const cli = require.resolve('@redocly/cli/bin/cli.js');
// No usage reports and no update check: the build must not reach the network.
const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };

function redocly(args) {
  const child = spawnSync(process.execPath, [cli, ...args], { cwd: root, env, encoding: 'utf8' });
  if (child.status !== 0) {
    process.stdout.write(child.stdout);
    process.stderr.write(child.stderr);
    throw new Error(`redocly ${args[0]} failed`);
  }
  return child.stdout;
}

function buildPage(output) {
  redocly(['build-docs', documentPath, '--output', output, '--title', 'LKS LINE service API']);
}

function main() {
  redocly(['lint', documentPath, '--config', path.join(api, 'redocly.yaml'), '--format', 'stylish']);
  console.log('docs/api/openapi.yaml: valid OpenAPI 3.1 (redocly lint, recommended rules)');
  if (!process.argv.includes('--check')) {
    buildPage(pagePath);
    console.log('docs/api/index.html written');
    return;
  }
  const fresh = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'api-docs-')), 'index.html');
  buildPage(fresh);
  const current = fs.existsSync(pagePath) ? fs.readFileSync(pagePath, 'utf8') : '';
  if (fs.readFileSync(fresh, 'utf8') !== current) {
    throw new Error('docs/api/index.html is not the page docs/api/openapi.yaml builds: run `npm run api-contract` and commit it');
  }
  console.log('docs/api/index.html is the page the document builds');
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
