// The production topology as a test stage (docs/deploying.md, "Topology"): the image is built,
// nginx stands where the bank's CDN and ingress stand (the remotes' files and the static origin of
// their published versions served by nginx itself,
// the bank's path sent to the sandbox, the host balanced over two instances: a Node process and
// a container of the image), and then:
//   - nginx answers a remote's files as the Node server does, a published version's as the Node
//     static origin does (immutable, every file), and sends the bank only allow-listed paths and methods;
//   - the image's HEALTHCHECK passes, and its Node holds its heap below the container's memory limit;
//   - the core journeys pass (e2e/topology.config.ts);
//   - under a bounded load of page views and bank calls, a rolling restart of the two instances
//     fails no request, and a SIGKILL of one loses no page view.
// Prints the figures and writes test-results/topology.json for scripts/test-summary.js.
const crypto = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawn } = require('node:child_process');
const { buildImage } = require('../image/build');
const { createBuildServer } = require('../../server/build-server');
const { portsFrom, runtimeConfigFor, assertServableWithSandbox } = require('../runtime-config');
const { containerInstance, processInstance } = require('./host-instances');
const { underLoad } = require('./load');
const { startNginx } = require('./nginx');
const { bankPathProblems } = require('./bank-paths');
const { differences } = require('./same-answers');
const { versionCachingProblems } = require('./version-caching');
const { publish } = require('../release/publish');

const root = path.join(__dirname, '..', '..');
const results = path.join(root, 'test-results');
const DIST = process.env.LKS_DIST ?? 'dist';
const REMOTE_DIRS = { registration: 'remote-registration', settings: 'remote-settings', statement: 'remote-statement' };
const IMAGE = 'localhost/lks-server:topology';
// How long the load runs on one instance after the other is killed.
const AFTER_KILL_MS = 3_000;

const checks = [];
const figures = {};
function check(name, ok, detail = '') {
  checks.push({ name, ok });
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? `: ${detail}` : ''}`);
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const line = ({ sent, failed, failures }) => `${sent} sent, ${failed} failed ${JSON.stringify(failures)}`;

/**
 * The files of a folder laid out as Kubernetes mounts a ConfigMap: in a timestamped folder that
 * `..data` links to, each file a link through `..data` (an update swaps that one link).
 */
function writeConfigMapVolume(folder, files) {
  const data = '..2026_01_01_00_00_00.000000000';
  fs.mkdirSync(path.join(folder, data), { recursive: true });
  fs.symlinkSync(data, path.join(folder, '..data'));
  for (const [name, text] of Object.entries(files)) {
    fs.writeFileSync(path.join(folder, data, name), text);
    fs.symlinkSync(path.join('..data', name), path.join(folder, name));
  }
}

/** The server configs: one with the image's mount points (a ConfigMap's volume), one with this checkout's folders. */
function writeConfigs(dir, runtimeConfig) {
  const mounted = path.join(dir, 'etc-lks');
  const local = path.join(dir, 'local');
  const runtimeConfigText = JSON.stringify(runtimeConfig, null, 2);
  const config = (buildRoot) => JSON.stringify({ role: 'host', root: buildRoot, port: 8080, runtimeConfig: 'runtime-config.json' });
  writeConfigMapVolume(mounted, { 'host.json': config('/srv/lks/host/live'), 'runtime-config.json': runtimeConfigText });
  fs.mkdirSync(local);
  fs.writeFileSync(path.join(local, 'runtime-config.json'), runtimeConfigText);
  fs.writeFileSync(path.join(local, 'host.json'), config(path.join(root, 'host', DIST)));
  return { mounted, local: path.join(local, 'host.json') };
}

async function main() {
  fs.mkdirSync(results, { recursive: true });
  const ports = portsFrom();
  const instancePorts = [ports.host + 10, ports.host + 11];
  const origin = `http://localhost:${ports.host}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lks-topology-'));
  const running = [];
  try {
    const started = Date.now();
    let imageBuilt = true;
    try {
      buildImage({ tag: IMAGE });
    } catch (error) {
      imageBuilt = false;
      console.error(error.message);
    }
    check('the image builds', imageBuilt, `${Math.round((Date.now() - started) / 1000)} s`);
    if (!imageBuilt) return;

    const runtimeConfig = runtimeConfigFor(process.env, 'sandbox');
    assertServableWithSandbox(runtimeConfig);
    const configs = writeConfigs(dir, runtimeConfig);
    const { createSandbox } = require(path.join(root, 'sandbox-api', 'dist', 'server.js'));
    // The journeys name the seeded accounts by their keyed references: the sandbox here and the
    // Playwright run below share one key (e2e/support/suite-config.ts).
    process.env.SANDBOX_ACCOUNT_REF_KEY ??= crypto.randomBytes(32).toString('hex');
    const sandbox = await createSandbox({
      port: ports.sandbox,
      accountRefKey: process.env.SANDBOX_ACCOUNT_REF_KEY,
      hostOrigin: origin,
      liffId: runtimeConfig.liffId,
      allowedOrigins: [ports.host, ports.registration, ports.settings, ports.statement].map((port) => `http://localhost:${port}`),
    });
    running.push(() => sandbox.close());

    const remoteRoot = (name) => path.join(root, REMOTE_DIRS[name], DIST);
    // A static origin holding the registration build, published as releases publish it.
    const staticOrigin = { root: path.join(dir, 'static-origin'), port: ports.host + 12 };
    const { version } = publish('registration', {
      origin: staticOrigin.root,
      build: remoteRoot('registration'),
      packageName: REMOTE_DIRS.registration,
    });
    const versioned = `/registration/${version}`;
    const nginxDir = path.join(dir, 'nginx');
    fs.mkdirSync(nginxDir);
    const nginx = await startNginx(nginxDir, {
      LKS_HOST_INSTANCE_A: `127.0.0.1:${instancePorts[0]}`,
      LKS_HOST_INSTANCE_B: `127.0.0.1:${instancePorts[1]}`,
      LKS_HOST_LISTEN: String(ports.host),
      LKS_BANK_ORIGIN: `http://127.0.0.1:${ports.sandbox}`,
      LKS_REGISTRATION_LISTEN: String(ports.registration),
      LKS_REGISTRATION_ROOT: remoteRoot('registration'),
      LKS_SETTINGS_LISTEN: String(ports.settings),
      LKS_SETTINGS_ROOT: remoteRoot('settings'),
      LKS_STATEMENT_LISTEN: String(ports.statement),
      LKS_STATEMENT_ROOT: remoteRoot('statement'),
      LKS_STATIC_ORIGIN_LISTEN: String(staticOrigin.port),
      LKS_STATIC_ORIGIN_ROOT: staticOrigin.root,
    });
    running.push(() => nginx.close());

    const instances = [
      processInstance({ port: instancePorts[0], config: configs.local }),
      containerInstance({ port: instancePorts[1], image: IMAGE, configDir: configs.mounted, build: path.join(root, 'host', DIST) }),
    ];
    // After nginx: an instance is ready once the remotes' descriptors are readable.
    for (const instance of instances) {
      running.push(() => instance.close());
      await instance.start();
    }

    // A remote's files: nginx against the Node server serving the same build.
    const nodeRemote = await createBuildServer({ root: remoteRoot('registration'), port: 0, role: 'remote' });
    const found = await differences(remoteRoot('registration'), nodeRemote.url, `http://localhost:${ports.registration}`);
    await nodeRemote.close();
    check('nginx answers a remote’s files as the Node server does', found.length === 0, found.join('; '));

    // A published version's files: nginx's static origin against the Node static origin on the same folder.
    const nodeOrigin = await createBuildServer({ root: staticOrigin.root, port: 0, role: 'remote', staticOrigin: true });
    const nginxOrigin = `http://localhost:${staticOrigin.port}`;
    const onOrigin = await differences(remoteRoot('registration'), nodeOrigin.url, nginxOrigin, versioned);
    await nodeOrigin.close();
    check('nginx answers a published version’s files as the Node static origin does', onOrigin.length === 0, onOrigin.join('; '));
    const caching = await versionCachingProblems(nginxOrigin, versioned, `http://localhost:${ports.registration}`);
    check(
      'nginx caches a published version’s remoteEntry.js as immutable, and no unversioned one',
      caching.length === 0,
      caching.join('; '),
    );

    const sneaky = await bankPathProblems(ports.host);
    check('nginx sends the bank only allow-listed paths and methods', sneaky.length === 0, sneaky.join('; '));

    check('the image’s HEALTHCHECK passes', instances[1].healthcheck() === 0);
    const { heapMiB, limitMiB } = instances[1].heapLimit();
    check(
      'the server’s heap is held well below the container’s memory limit',
      heapMiB <= limitMiB * 0.8,
      `${heapMiB} MiB of heap in ${limitMiB} MiB`,
    );

    const journeysFile = path.join(results, 'topology-journeys.json');
    fs.rmSync(journeysFile, { force: true });
    // Not spawnSync: the sandbox answers from this process meanwhile.
    const playwright = spawn('npx', ['playwright', 'test', '--config', 'e2e/topology.config.ts'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: journeysFile },
    });
    await new Promise((resolve) => playwright.on('exit', resolve));
    let journeys = null;
    try {
      journeys = JSON.parse(fs.readFileSync(journeysFile, 'utf8')).stats;
    } catch {
      journeys = null;
    }
    figures.journeys = journeys ? { passed: journeys.expected + journeys.flaky, failed: journeys.unexpected } : { passed: 0, failed: 1 };

    // A rolling restart: each instance stopped (SIGTERM), started and ready before the next.
    const exitCodes = [];
    let upstreamFailures = nginx.upstreamFailures();
    figures.rollingRestart = await underLoad(origin, async () => {
      await pause(1_000);
      for (const instance of instances) {
        exitCodes.push(`${instance.name}: ${await instance.stop()}`);
        await instance.start();
      }
      await pause(1_000);
    });
    const restart = figures.rollingRestart;
    restart.sentToTheOtherInstance = nginx.upstreamFailures() - upstreamFailures;
    console.log(
      `rolling restart (${restart.seconds} s): page views ${line(restart.pages)}; bank calls ${line(restart.bank)}; ` +
        `${restart.sentToTheOtherInstance} met a stopping instance and were sent to the other`,
    );
    check('a rolling restart under load fails no request', restart.pages.failed + restart.bank.failed === 0 && restart.pages.sent > 0);
    check(
      'each instance exits 0 on SIGTERM, within the grace period',
      exitCodes.every((code) => code.endsWith(': 0')),
      exitCodes.join(', '),
    );

    // One instance killed outright; the load goes on on the other.
    upstreamFailures = nginx.upstreamFailures();
    figures.sigkill = await underLoad(origin, async () => {
      await pause(1_000);
      await instances[0].kill();
      await pause(AFTER_KILL_MS);
    });
    const kill = figures.sigkill;
    kill.sentToTheOtherInstance = nginx.upstreamFailures() - upstreamFailures;
    console.log(
      `SIGKILL of one instance (${kill.seconds} s): page views ${line(kill.pages)}; bank calls ${line(kill.bank)}; ` +
        `${kill.sentToTheOtherInstance} met the dead instance and were sent to the other`,
    );
    check('a SIGKILL of one instance under load loses no page view', kill.pages.failed === 0 && kill.pages.sent > 0);
  } finally {
    for (const close of running.reverse()) await close().catch(() => {});
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main()
  .catch((error) => {
    console.error(error);
    check('the topology runs', false, error.message);
  })
  .finally(() => {
    const journeys = figures.journeys ?? { passed: 0, failed: 0 };
    const passed = journeys.passed + checks.filter(({ ok }) => ok).length;
    const failed = journeys.failed + checks.filter(({ ok }) => !ok).length;
    fs.writeFileSync(path.join(results, 'topology.json'), JSON.stringify({ passed, failed, checks, figures }, null, 2));
    console.log(`\nproduction topology: ${passed} passed, ${failed} failed`);
    process.exit(failed === 0 ? 0 : 1);
  });
