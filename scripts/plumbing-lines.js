// The plumbing's size (docs/performance.md, "Plumbing lines"): the lines of code of build,
// federation, start-up and prerender, by category, against the screens they serve. Code lines
// are neither blank nor comment; tests and fixtures are not counted.
const fs = require('node:fs');
const path = require('node:path');

const REMOTES = ['remote-registration', 'remote-settings', 'remote-statement'];
const CATEGORIES = {
  'federation (webpack.shared.js included)': [
    'webpack.shared.js',
    'host/webpack.config.js',
    ...REMOTES.map((remote) => `${remote}/webpack.config.js`),
    'scripts/remote-builds.js',
    'scripts/federation',
    'host/src/federation',
    'host/src/app/remote-routes.ts',
    'server/remote-routes.js',
  ],
  'library omissions': [],
  'start-up, prerender and first calls': [
    'host/src/index.ts',
    'host/src/bootstrap.tsx',
    'host/src/app/start-up.ts',
    'host/src/app/startup-failure.tsx',
    'host/src/app/prerendered-page.ts',
    'host/src/start',
    'host/src/prerender',
    'shared-kernel/src/core/start-up.ts',
    'shared-kernel/src/core/prerender',
    'shared-kernel/src/core/session/route-start.ts',
    'shared-kernel/src/core/api/early-calls.ts',
    ...REMOTES.map((remote) => `${remote}/src/first-screens`),
    'scripts/prerender-screens.js',
    'scripts/english-first-screens.js',
    'scripts/start-up-chunks-plugin.js',
    'scripts/font-preload-plugin.js',
    'server/host-page.js',
    'server/page-markers.js',
    'server/remote-screens.js',
    'server/screen-markup.js',
  ],
  'kernel surface and compatibility': [
    'scripts/kernel',
    'scripts/compat',
    'shared-kernel/src/kit/federation',
    'shared-kernel/src/core/kernel-version.ts',
  ],
  'bench and budget': [
    'scripts/bench.js',
    'scripts/bench-transitions.js',
    'scripts/bench-serving.js',
    'scripts/check-budget.js',
    'scripts/chunk-kinds-plugin.js',
    'scripts/median.js',
    'scripts/percentile.js',
    'scripts/process-cpu.js',
    'host/webpack.plain.config.js',
    'whole-app',
  ],
};
const SCREENS = REMOTES.map((remote) => `${remote}/src/features`).concat('host/src/pages');

const isCode = (file) => /\.(c|m)?[jt]sx?$/.test(file) && !/\.(test|spec)\.|fixture|\.d\.ts$/.test(file);
const filesUnder = (root, entry) => {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return [full];
  return fs.readdirSync(full, { recursive: true }).map((file) => path.join(full, file));
};
/** [code lines, all lines] of the code files under the entries. */
function lines(root, entries) {
  const texts = entries
    .flatMap((entry) => filesUnder(root, entry))
    .filter(isCode)
    .map((file) => fs.readFileSync(file, 'utf8'));
  const all = texts.flatMap((text) => text.replace(/\n$/, '').split('\n'));
  return [all.filter((line) => !/^\s*($|\/\/|\/\*|\*)/.test(line)).length, all.length];
}

const USAGE = `usage: node scripts/plumbing-lines.js [root]

Prints the code lines and all lines of build, federation, start-up and prerender, by category,
and of the screens they serve. root: a checkout (default: this one).`;

module.exports = { CATEGORIES, lines };

if (require.main === module) {
  const [arg, ...extra] = process.argv.slice(2);
  const fail = (message) => {
    console.error(`plumbing-lines: ${message}\n\n${USAGE}`);
    process.exit(2);
  };
  if (arg === '--help' || arg === '-h') {
    console.log(USAGE);
    process.exit(0);
  }
  if (arg?.startsWith('-')) fail(`unknown option ${arg}`);
  if (extra.length > 0) fail(`one root at most, not ${extra.length + 1}`);
  const root = path.resolve(arg ?? path.join(__dirname, '..'));
  if (!fs.existsSync(path.join(root, 'package.json'))) fail(`${root} is not a checkout (no package.json)`);
  let total = [0, 0];
  for (const [category, entries] of Object.entries(CATEGORIES)) {
    const [code, all] = lines(root, entries);
    total = [total[0] + code, total[1] + all];
    console.log(`${String(code).padStart(6)} ${String(all).padStart(6)}  ${category}`);
  }
  console.log(`${String(total[0]).padStart(6)} ${String(total[1]).padStart(6)}  plumbing (code lines, all lines)`);
  const [code, all] = lines(root, SCREENS);
  console.log(`${String(code).padStart(6)} ${String(all).padStart(6)}  screens (the remotes' features, the host's pages)`);
}
