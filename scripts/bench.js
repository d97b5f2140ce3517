// `npm run bench`: what the first paint costs on a phone, federated against the same app built
// as one plain bundle, measured side by side in one run; then the core journeys' transitions, tap
// to the next screen, on both builds (./bench-transitions.js; `BENCH_ONLY=transitions` runs that
// section alone); then what one host server serves (./bench-serving.js; `BENCH_ONLY=serving` runs
// that section alone). BENCH_SKIP_PLAIN_BUILD=1 serves the plain build already in host/dist-plain.
//  1. first-load JavaScript of a cold /register (gzip bytes from the wire), split by kind;
//  2. Lighthouse 13.5 mobile preset (simulated slow 4G, mid-range phone) on both builds in turn,
//     BENCH_PAIRS pairs (3), for /register cold, /register cold for a customer whose LINE is in
//     English, /setting (registered customer), the statement entry, and a repeat visit of
//     /register (warm HTTP cache, new tab); LCP medians with their spread and the federated/plain
//     LCP ratio. BENCH_PAIRS and BENCH_ONLY narrow it while working on one page;
//     BENCH_KEEP=1 keeps every Lighthouse report in test-results/lighthouse/ to study one.
// Bytes do not vary between runs; timings do, so they are printed here and never asserted.
// Ports: the federated app on HOST_PORT… (as npm start), the plain one on each port + 20, and
// the repeat-visit browser's debugging port is HOST_PORT + 30, the serving section's nginx HOST_PORT + 10.
const { randomBytes } = require('node:crypto');
const { execFile, execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { promisify } = require('node:util');
const { launch } = require('chrome-launcher');
const { startAppServers } = require('./app-servers');
const { portsFrom } = require('./runtime-config');
const { kib, registerFirstLoad, withChromium } = require('./check-budget');
const { CHROMIUM_ARGS, CHROMIUM_PATH } = require('./chromium');
const { median } = require('./median');
const { benchServing } = require('./bench-serving');
const { benchTransitions } = require('./bench-transitions');

const root = path.join(__dirname, '..');
const PAIRS = Number(process.env.BENCH_PAIRS ?? 3);
const REGISTERED = 'U-registered-1';
// The sandbox's account references are keyed (sandbox-api/SEED.md): both builds' sandboxes take this run's key.
process.env.SANDBOX_ACCOUNT_REF_KEY ??= randomBytes(32).toString('hex');
const { accountRefFor } = require(path.join(root, 'sandbox-api', 'dist', 'state', 'seed.js'));
const SAVINGS_REF = accountRefFor(Buffer.from(process.env.SANDBOX_ACCOUNT_REF_KEY, 'hex'), '2000000011');
const ALL_SCENARIOS = [
  { name: '/register cold', path: '/register' },
  // LINE in English: its browser's Accept-Language, and the sandbox's LIFF saying the same.
  { name: '/register cold, English LINE', path: '/register?sandboxLanguage=en', language: 'en' },
  { name: '/setting (registered)', path: `/setting?sandboxUser=${REGISTERED}` },
  { name: '/request-statement', path: `/request-statement?accountRef=${SAVINGS_REF}&sandboxUser=${REGISTERED}` },
  { name: '/register repeat visit', path: '/register', repeat: true },
];
// BENCH_ONLY=transitions or BENCH_ONLY=serving runs that section alone; any other BENCH_ONLY, such
// as setting (any part of a scenario's name), measures the first paint of those pages alone while
// working on one; the table docs/performance.md keeps is of all five.
const ONLY = process.env.BENCH_ONLY;
const SECTIONS = {
  firstPaint: ONLY !== 'transitions' && ONLY !== 'serving',
  transitions: !ONLY || ONLY === 'transitions',
  serving: !ONLY || ONLY === 'serving',
};
const SCENARIOS = ALL_SCENARIOS.filter((scenario) => !ONLY || scenario.name.includes(ONLY));

const sum = (scripts) => scripts.reduce((total, s) => total + s.bytes, 0);

function printSplit(title, scripts) {
  console.log(`\n${title}: ${kib(sum(scripts))} gzip in ${scripts.length} files`);
  const groups = {};
  for (const s of scripts) {
    const key = s.kind === 'shared' ? 'shared (singletons, kernel, libraries)' : `${s.owner} ${s.kind}`;
    groups[key] = (groups[key] ?? 0) + s.bytes;
  }
  for (const [key, bytes] of Object.entries(groups).sort((a, b) => b[1] - a[1])) console.log(`  ${kib(bytes).padStart(10)}  ${key}`);
}

/** `env` with every port of the app `by` higher. */
const shifted = (env, by) => ({
  ...env,
  ...Object.fromEntries(Object.entries(portsFrom(env)).map(([part, port]) => [`${part.toUpperCase()}_PORT`, String(port + by)])),
});

const reportFile = path.join(root, 'test-results', 'lighthouse.json');
// Lighthouse is a pinned dev dependency (package.json), so every bench measures with the same version.
const LIGHTHOUSE = path.join(root, 'node_modules', '.bin', 'lighthouse');
const runFile = promisify(execFile);
const LIGHTHOUSE_VERSION = require('lighthouse/package.json').version;

// LINE's browser sends LINE's language, and the server draws the first screen for a Thai page
// only (docs/behaviour.md, "Language"); Lighthouse's Chromium would send en-US for every scenario.
const LINE_LANGUAGE = { th: 'th-TH,th;q=0.9', en: 'en-US,en;q=0.9' };

/**
 * One Lighthouse mobile run for a customer whose LINE is in `language` (Thai unless said); with
 * `debugPort`, in that already running browser without clearing its cache.
 */
async function lighthouse(url, { debugPort, language = 'th' } = {}) {
  fs.mkdirSync(path.dirname(reportFile), { recursive: true });
  fs.rmSync(reportFile, { force: true });
  const args = [
    url,
    '--quiet',
    '--output=json',
    `--output-path=${reportFile}`,
    '--only-categories=performance',
    `--extra-headers=${JSON.stringify({ 'Accept-Language': LINE_LANGUAGE[language] })}`,
  ];
  if (debugPort) args.push(`--port=${debugPort}`, '--disable-storage-reset');
  else args.push(`--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`);
  // Asynchronous on purpose: the app's servers live in this process and must keep answering.
  const ran = await runFile(LIGHTHOUSE, args, { cwd: root, env: { ...process.env, CHROME_PATH: CHROMIUM_PATH } }).catch((error) => error);
  const status = ran instanceof Error ? (Number.isInteger(ran.code) ? ran.code : 1) : 0;
  // Lighthouse prints its reason first and then a stack: the reason is the line worth keeping.
  const lines = (ran.stderr || ran.message || '').trim().split('\n').filter(Boolean);
  const stderr = lines.find((line) => /error/i.test(line) && !/^\s+at /.test(line)) ?? lines.slice(-3).join(' / ');
  if (!fs.existsSync(reportFile)) return { error: `exit ${status}: ${stderr || 'no report and nothing on stderr'}` };
  const report = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
  if (report.runtimeError) return { error: `${report.runtimeError.code}: ${report.runtimeError.message}` };
  if (status !== 0) return { error: `exit ${status}: ${stderr}` };
  const ms = (id) => report.audits[id].numericValue;
  return {
    score: Math.round(report.categories.performance.score * 100),
    lcp: ms('largest-contentful-paint'),
    fcp: ms('first-contentful-paint'),
    tbt: ms('total-blocking-time'),
    lcpElement: report.audits['lcp-breakdown-insight']?.details?.items?.find((item) => item.type === 'node')?.nodeLabel ?? '',
  };
}

/**
 * A repeat visit: the page loaded once in a browser, then measured again in a new tab of it.
 * Lighthouse's own launcher starts that browser with our flags alone, on a fresh profile it
 * removes when it stops the browser.
 */
async function lighthouseRepeat(url, debugPort) {
  const browser = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    ignoreDefaultFlags: true,
    port: debugPort,
  });
  try {
    const first = await lighthouse(url, { debugPort });
    return 'error' in first ? first : await lighthouse(url, { debugPort });
  } finally {
    browser.kill();
  }
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

/** The last run's report, kept under a name that says which run it was. */
function keepReport(name) {
  const dir = path.join(root, 'test-results', 'lighthouse');
  fs.mkdirSync(dir, { recursive: true });
  fs.copyFileSync(reportFile, path.join(dir, `${name.replace(/[^a-z0-9]+/gi, '-')}.json`));
}

async function lighthouseTable(builds) {
  const results = {};
  const debugPort = portsFrom(builds.federated).host + 30;
  for (let pair = 1; pair <= PAIRS; pair += 1) {
    for (const scenario of SCENARIOS) {
      for (const [build, env] of Object.entries(builds)) {
        const url = `http://localhost:${portsFrom(env).host}${scenario.path}`;
        const result = scenario.repeat ? await lighthouseRepeat(url, debugPort) : await lighthouse(url, { language: scenario.language });
        if ('error' in result) {
          console.log(`  pair ${pair} ${scenario.name} ${build}: Lighthouse could not run (${result.error})`);
          continue;
        }
        if (process.env.BENCH_KEEP) keepReport(`${pair}-${scenario.name}-${build}`);
        console.log(
          `  pair ${pair} ${scenario.name.padEnd(24)} ${build.padEnd(9)} perf ${result.score} LCP ${seconds(result.lcp)} FCP ${seconds(result.fcp)} TBT ${Math.round(result.tbt)} ms  LCP element: ${result.lcpElement.slice(0, 60)}`,
        );
        ((results[scenario.name] ??= {})[build] ??= []).push(result);
      }
    }
  }
  console.log(
    `\nLighthouse ${LIGHTHOUSE_VERSION} mobile, medians of ${PAIRS} pairs run in turn (this machine; timings vary run to run):\n`,
  );
  console.log('| page | build | performance | LCP (lowest–highest) | FCP | TBT | LCP federated/plain |');
  console.log('|---|---|---|---|---|---|---|');
  for (const scenario of SCENARIOS) {
    const runs = results[scenario.name];
    if (!runs?.federated || !runs?.plain) continue;
    const medianOf = (build, figure) => median(runs[build].map((r) => r[figure]));
    const ratio = medianOf('federated', 'lcp') / medianOf('plain', 'lcp');
    for (const build of ['federated', 'plain']) {
      const lcps = runs[build].map((r) => r.lcp);
      const spread = `${(Math.min(...lcps) / 1000).toFixed(2)}–${(Math.max(...lcps) / 1000).toFixed(2)}`;
      console.log(
        `| ${scenario.name} | ${build} | ${medianOf(build, 'score')} | ${seconds(medianOf(build, 'lcp'))} (${spread}) | ${seconds(medianOf(build, 'fcp'))} | ${Math.round(medianOf(build, 'tbt'))} ms | ${build === 'federated' ? ratio.toFixed(2) : ''} |`,
      );
    }
  }
}

/** The same app as one plain bundle, served the same way, the remotes' first screens included, so only federation differs. */
function buildPlain() {
  execFileSync('npx', ['webpack', '--config', 'host/webpack.plain.config.js', '--mode', 'production'], { cwd: root, stdio: 'inherit' });
  for (const record of ['kernel-styles', 'host-routes']) {
    execFileSync('node', ['../scripts/prerender-screens.js', `src/prerender/${record}.ts`, `prerendered/${record}.json`], {
      cwd: path.join(root, 'host'),
      stdio: 'inherit',
      env: { ...process.env, LKS_DIST: 'dist-plain' },
    });
  }
}

/**
 * The federated app and the plain bundle, each on its own ports, served while `measure` runs; the
 * plain bundle exactly as the federated host is (same server, same policy, the remotes' first screens).
 */
async function withBothApps(measure) {
  const builds = { federated: process.env, plain: shifted(process.env, 20) };
  const federated = await startAppServers(builds.federated);
  const plain = await startAppServers(builds.plain, { host: { root: path.join(root, 'host', 'dist-plain'), federated: false } });
  try {
    await measure(builds);
  } finally {
    await federated.close();
    await plain.close();
  }
}

async function firstPaint(builds) {
  const federatedBytes = await registerFirstLoad(builds.federated);
  printSplit('/register cold, federated (host + remote-registration)', federatedBytes);
  const plainBytes = await registerFirstLoad(builds.plain, 'dist-plain');
  printSplit('/register cold, one plain bundle (no federation)', plainBytes);
  console.log(`\nfederation costs ${kib(sum(federatedBytes) - sum(plainBytes))} gzip on the first load of /register\n`);
  await lighthouseTable(builds);
}

(async () => {
  if (SECTIONS.firstPaint || SECTIONS.transitions) {
    if (!process.env.BENCH_SKIP_PLAIN_BUILD) buildPlain();
    await withBothApps(async (builds) => {
      if (SECTIONS.firstPaint) await firstPaint(builds);
      // The core journeys' transitions, federated and plain side by side (./bench-transitions.js).
      if (SECTIONS.transitions) await withChromium((browser) => benchTransitions(browser, builds, { accountRef: SAVINGS_REF }));
    });
  }
  if (SECTIONS.serving) await benchServing(process.env);
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
