// `npm run bench`: what a cold /register costs on a phone.
//  1. JS bytes (gzip) loaded before /register is interactive, split host / remote / shared / runtime;
//  2. the same app built as one plain bundle without federation, for comparison;
//  3. a Lighthouse mobile run (simulated slow 4G, mid-range phone) if Lighthouse can be fetched.
// Bytes do not vary between runs; Lighthouse timings do, so they are printed, never asserted.
const { spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { startAppServers } = require('./app-servers');
const { createStaticServer } = require('./static-server');
const { runtimeConfigFor } = require('./runtime-config');
const { firstLoadOfRegister } = require('./check-budget');
const { launchChromium, measureFirstLoad } = require('./measure-first-load');
const { CHROMIUM_ARGS, CHROMIUM_PATH } = require('./chromium');

const root = path.join(__dirname, '..');
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
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

async function plainBuildFirstLoad() {
  const built = spawnSync('npx', ['webpack', '--config', 'host/webpack.plain.config.js', '--mode', 'production'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('plain build failed');
  const ports = { HOST_PORT: '3800', SANDBOX_PORT: '3804', REGISTRATION_PORT: '3801', SETTINGS_PORT: '3802', STATEMENT_PORT: '3803' };
  const env = { ...process.env, ...ports };
  const app = await startAppServers(env);
  await app.servers.host.close();
  const host = await createStaticServer({
    root: path.join(root, 'host', 'dist-plain'),
    port: Number(ports.HOST_PORT),
    spa: true,
    runtimeConfig: runtimeConfigFor(env, 'sandbox'),
  });
  const browser = await launchChromium();
  try {
    return await measureFirstLoad(browser, {
      url: `http://localhost:${ports.HOST_PORT}/register`,
      ready: (page) => page.getByRole('button', { name: 'ถัดไป' }).waitFor(),
      packages: { [ports.HOST_PORT]: 'host/dist-plain' },
    });
  } finally {
    await browser.close();
    await host.close();
    await app.close();
  }
}

async function lighthouse() {
  const ports = { HOST_PORT: '3900', REGISTRATION_PORT: '3901', SETTINGS_PORT: '3902', STATEMENT_PORT: '3903', SANDBOX_PORT: '3904' };
  const app = await startAppServers({ ...process.env, ...ports });
  const reportFile = path.join(root, 'test-results', 'lighthouse.json');
  fs.mkdirSync(path.dirname(reportFile), { recursive: true });
  try {
    // Asynchronous on purpose: the app's servers live in this process and must keep answering.
    const status = await new Promise((resolve) => {
      const child = spawn(
        'npx',
        [
          '--yes',
          'lighthouse@13.5.0',
          `http://localhost:${ports.HOST_PORT}/register`,
          '--quiet',
          '--output=json',
          `--output-path=${reportFile}`,
          '--only-categories=performance',
          `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`,
        ],
        { cwd: root, env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: 'ignore' },
      );
      child.on('exit', resolve);
      child.on('error', () => resolve(1));
    });
    if (status !== 0) return null;
    const report = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
    return {
      score: Math.round(report.categories.performance.score * 100),
      lcp: report.audits['largest-contentful-paint'].displayValue,
      tbt: report.audits['total-blocking-time'].displayValue,
      fcp: report.audits['first-contentful-paint'].displayValue,
    };
  } catch {
    return null;
  } finally {
    await app.close();
  }
}

(async () => {
  const federated = await firstLoadOfRegister();
  printSplit('/register cold, federated (host + remote-registration)', federated);
  const plain = await plainBuildFirstLoad();
  printSplit('/register cold, one plain bundle (no federation)', plain);
  console.log(`\nfederation costs ${kib(sum(federated) - sum(plain))} gzip on the first load of /register`);
  const lh = await lighthouse();
  if (lh) console.log(`\nLighthouse mobile: performance ${lh.score}, FCP ${lh.fcp}, LCP ${lh.lcp}, TBT ${lh.tbt}`);
  else console.log('\nLighthouse could not run here (it is fetched from the npm registry on demand).');
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
