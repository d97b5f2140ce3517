// `npm run bench`'s serving section (alone: `BENCH_ONLY=serving npm run bench`): what one
// instance of the host's server serves, measured with autocannon (a pinned dev dependency) over
// loopback, each run bounded in time and in count.
//  1. The page (`/register`, made for each response: a fresh nonce and the remotes' first screens)
//     from the production entry (server/main.js with a server config like
//     deploy/server-config/host.json), against nginx serving the same page as a static file, the
//     floor a per-response page is held to: pages a second and p99 at PAGE_CONNECTIONS, once with
//     no compression (the same bytes from both), once as a browser asks (`br, gzip`: the host
//     compresses each page, nginx sends a .gz made once).
//  2. The forwarder: one public bank call (GET feature-flags) through the host's origin against
//     the same call to the bank (the sandbox) directly, one at a time, so the difference is the
//     latency the forwarder adds and not a queue.
// Per core: every server under test is one process pinned to CPU 0 (the host's Node process;
// nginx's master and its one worker), the bank and the remotes run in another process pinned
// there too (idle but for the forwarder's calls and a revalidation every few seconds), and the
// load generator (this process) is pinned to CPU 1. On a machine others load too, the server gets
// only part of its core, so each run also counts the CPU time the server under test used
// (./process-cpu.js): answers a CPU-second is what one core of its own would serve. Timings are
// printed, never asserted.
// Ports: the app's own (HOST_PORT…, ADMIN_PORT for the host's metrics), nginx on HOST_PORT + 10.
const { spawn, spawnSync } = require('node:child_process');
const { once } = require('node:events');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { setTimeout: sleep } = require('node:timers/promises');
const zlib = require('node:zlib');
const autocannon = require('autocannon');
const { localOrigins, sandboxBankApi, startAppServers } = require('./app-servers');
const { settingFrom } = require('./release/release');
const { adminPortFrom, portsFrom, runtimeConfigFor } = require('./runtime-config');
const { median } = require('./median');
const { percentile, range } = require('./percentile');
const { cpuSecondsOfTree } = require('./process-cpu');

const root = path.join(__dirname, '..');
const NGINX = '/usr/sbin/nginx';
const PAGE = '/register';
const PAGE_CONNECTIONS = 10;
const BANK_CONNECTIONS = 1;
// Each measured run: this many seconds or this many responses, whichever comes first.
const SECONDS = 10;
const MAX_REQUESTS = 100_000;
// An unmeasured run before each target's first: the JIT warm, the remotes' screens kept.
const WARM_UP_SECONDS = 2;
const PASSES = Number(process.env.BENCH_PASSES ?? 3);
const BROWSER_CODINGS = { 'accept-encoding': 'br, gzip' };
const SERVER_CPU = '0';
const LOAD_CPU = '1';
const pinned = os.cpus().length >= 2 && spawnSync('taskset', ['-c', SERVER_CPU, 'true']).status === 0;

/** Every thread of this process (the load generator) on its own CPU, or back on all of them. */
function pinLoadGenerator(cpus) {
  if (pinned) spawnSync('taskset', ['-a', '-p', '-c', cpus, String(process.pid)], { stdio: 'ignore' });
}

/**
 * Waits until `url` answers 200 (with `anyStatus`, answers at all), or gives up after 30 s (a
 * server that could not start).
 */
async function ready(url, child, { anyStatus = false } = {}) {
  for (let tries = 0; tries < 300; tries += 1) {
    if (child.exitCode !== null) throw new Error(`${url}: its server exited (${child.exitCode})`);
    const answer = await fetch(url).catch(() => null);
    if (answer && (anyStatus || answer.ok)) return;
    await sleep(100);
  }
  throw new Error(`${url}: no answer after 30 s`);
}

/** A server, pinned to the servers' CPU where taskset can pin it. */
function started(command, args, options = {}) {
  const [pinnedCommand, pinnedArgs] = pinned ? ['taskset', ['-c', SERVER_CPU, command, ...args]] : [command, args];
  return spawn(pinnedCommand, pinnedArgs, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], ...options });
}

async function stopped(child) {
  if (child.exitCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

/** The production entry, with the sandbox's runtime config and its bank (NODE_ENV=production refuses both). */
function startHost(env, dir) {
  const ports = portsFrom(env);
  fs.writeFileSync(path.join(dir, 'runtime-config.json'), JSON.stringify(runtimeConfigFor(env, 'sandbox')));
  const config = {
    role: 'host',
    root: path.join(root, 'host', 'dist'),
    port: ports.host,
    runtimeConfig: 'runtime-config.json',
    bankApi: sandboxBankApi(ports),
    adminPort: adminPortFrom(env),
    // The versions the backends published and made live, as `npm start` serves them.
    releases: { manifest: settingFrom(env).manifest, origin: localOrigins(ports) },
  };
  fs.writeFileSync(path.join(dir, 'host.json'), JSON.stringify(config));
  // Its access log (a JSON line a request) is written as in production, to nowhere.
  return started(process.execPath, [path.join(root, 'server', 'main.js'), path.join(dir, 'host.json')]);
}

/** nginx as any user may run it: its prefix, pid, logs and temporary folders all under `dir`. */
function startNginx(dir, port, html) {
  const www = path.join(dir, 'www');
  fs.mkdirSync(www, { recursive: true });
  fs.writeFileSync(path.join(www, 'register.html'), html);
  fs.writeFileSync(path.join(www, 'register.html.gz'), zlib.gzipSync(html, { level: 9 }));
  const temp = (name) => `${name}_temp_path ${path.join(dir, name)};`;
  const conf = `daemon off;
worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  access_log /dev/null;
  default_type text/html;
  charset utf-8;
  keepalive_requests 100000;
  gzip_static on;
  server {
    listen 127.0.0.1:${port};
    root ${www};
    location / { try_files /register.html =404; }
  }
}
`;
  fs.writeFileSync(path.join(dir, 'nginx.conf'), conf);
  // Run as root, nginx's worker reads the page as nobody.
  for (const entry of [path.dirname(dir), dir, www]) fs.chmodSync(entry, 0o755);
  return started(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')]);
}

/**
 * One bounded autocannon run: answers a second, every response's time, the CPU the server under
 * test (`pid`, with its children) spent an answer, and what failed.
 */
async function load(url, { connections, headers = {}, seconds = SECONDS, pid }) {
  const cpuBefore = cpuSecondsOfTree(pid);
  const times = [];
  // Without a callback, autocannon's run is itself the promise of its result.
  const instance = autocannon({ url, connections, headers, duration: seconds, maxOverallRequests: MAX_REQUESTS });
  instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  const result = await instance;
  const cpuSeconds = cpuSecondsOfTree(pid) - cpuBefore;
  return {
    perSecond: result['2xx'] / result.duration,
    // What one core would answer if the machine left all of it to this server.
    perCpuSecond: result.requests.total / cpuSeconds,
    cpuShare: cpuSeconds / result.duration,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    bytes: result.throughput.total / result.requests.total,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

const ms = (value) => value.toFixed(2);
const perSecond = (value) => String(Math.round(value));

/** The scenarios, in the order each pass runs them; `server` is the process whose CPU is counted. */
function targets(ports, nginxPort) {
  const bankCall = `${sandboxBankApi(ports).prefix}/feature-flags`;
  const pageOf = { nginx: `http://127.0.0.1:${nginxPort}${PAGE}`, host: `http://127.0.0.1:${ports.host}${PAGE}` };
  const page = (name, server, headers) => ({ name, server, url: pageOf[server], connections: PAGE_CONNECTIONS, headers });
  return [
    page('page, nginx static file', 'nginx'),
    page('page, host server', 'host'),
    page('page br/gzip, nginx .gz', 'nginx', BROWSER_CODINGS),
    page('page br/gzip, host server', 'host', BROWSER_CODINGS),
    { name: 'bank call, directly', server: 'bank', url: `http://127.0.0.1:${ports.sandbox}${bankCall}`, connections: BANK_CONNECTIONS },
    { name: 'bank call, through host', server: 'host', url: `http://127.0.0.1:${ports.host}${bankCall}`, connections: BANK_CONNECTIONS },
  ];
}

const ratio = (value) => value.toFixed(2);

function printTable(runs) {
  /** A figure of a scenario, pass by pass. */
  const figures = (name, figure) => runs.find((run) => run.name === name).results.map((r) => r[figure]);
  /** Two scenarios' figure compared pass by pass (each pass's pair ran back to back, under the same load), printed as a range. */
  const perPass = ([a, b], figure, compare, format) => {
    const second = figures(b, figure);
    const compared = figures(a, figure).map((value, pass) => compare(value, second[pass]));
    return range(compared, format);
  };
  console.log(`\n${PASSES} pass${PASSES === 1 ? '' : 'es'} of ${SECONDS} s a run: median (lowest–highest pass)\n`);
  console.log('| what | connections | answers a second | answers a CPU-second | p50 ms | p99 ms | bytes an answer | failed |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const { name, connections } of runs) {
    const column = (figure, format) => range(figures(name, figure), format);
    const bytes = Math.round(median(figures(name, 'bytes')));
    const failed = figures(name, 'failed').reduce((total, count) => total + count, 0);
    console.log(
      `| ${name} | ${connections} | ${column('perSecond', perSecond)} | ${column('perCpuSecond', perSecond)} | ${column('p50', ms)} | ${column('p99', ms)} | ${bytes} | ${failed} |`,
    );
  }
  const plain = ['page, nginx static file', 'page, host server'];
  const compressed = ['page br/gzip, nginx .gz', 'page br/gzip, host server'];
  const over = (pair, figure) => perPass(pair, figure, (nginx, host) => host / nginx, ratio);
  const hostOverNginx = (figure) => `${over(plain, figure)} uncompressed, ${over(compressed, figure)} as a browser asks`;
  console.log(`\nhost/nginx pages a second: ${hostOverNginx('perSecond')}`);
  console.log(`host/nginx pages a CPU-second: ${hostOverNginx('perCpuSecond')}`);
  const bank = ['bank call, directly', 'bank call, through host'];
  const added = (figure) => perPass(bank, figure, (direct, forwarded) => forwarded - direct, ms);
  console.log(`forwarder's added latency (ms): p50 ${added('p50')}, p99 ${added('p99')}`);
}

/** nginx's version line; a machine without nginx is told what to install. */
function nginxVersion(file = NGINX) {
  const run = spawnSync(file, ['-v'], { encoding: 'utf8' });
  if (run.error) throw new Error(`${file} is missing: the serving section compares the host with nginx (apt-get install nginx)`);
  return run.stderr.trim();
}

async function benchServing(env = process.env) {
  const ports = portsFrom(env);
  const nginxPort = ports.host + 10;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lks-bench-serving-'));
  const children = [];
  console.log(`\nServing: Node ${process.version}, ${nginxVersion()}, autocannon ${require('autocannon/package.json').version}`);
  const loadAverage = os.loadavg().map((l) => l.toFixed(1));
  const pinning = pinned
    ? `servers on CPU ${SERVER_CPU}, load generator on CPU ${LOAD_CPU}`
    : 'not pinned (taskset or a second CPU missing)';
  console.log(`${os.cpus().length} CPUs (${os.cpus()[0].model}), load average ${loadAverage.join(' ')}; ${pinning}`);
  try {
    const backends = started(process.execPath, [__filename, '--backends'], { env });
    children.push(backends);
    await ready(`http://127.0.0.1:${ports.sandbox}${sandboxBankApi(ports).prefix}/feature-flags`, backends);
    // A remote's port serves the static origin of published versions (scripts/app-servers.js),
    // which has nothing at its root: any answer says the remotes are published and served.
    await ready(`http://127.0.0.1:${ports.registration}/`, backends, { anyStatus: true });
    const host = startHost(env, dir);
    children.push(host);
    await ready(`http://127.0.0.1:${ports.host}/readyz`, host);
    // The page nginx serves is one the host made, so both send the same bytes.
    const html = await (await fetch(`http://127.0.0.1:${ports.host}${PAGE}`)).text();
    const nginx = startNginx(path.join(dir, 'nginx'), nginxPort, html);
    children.push(nginx);
    await ready(`http://127.0.0.1:${nginxPort}${PAGE}`, nginx);

    pinLoadGenerator(LOAD_CPU);
    const pids = { bank: backends.pid, host: host.pid, nginx: nginx.pid };
    const runs = targets(ports, nginxPort).map((target) => ({ ...target, pid: pids[target.server], results: [] }));
    for (const run of runs) await load(run.url, { ...run, seconds: WARM_UP_SECONDS });
    for (let pass = 1; pass <= PASSES; pass += 1) {
      for (const run of runs) {
        const result = await load(run.url, run);
        run.results.push(result);
        console.log(
          `  pass ${pass} ${run.name.padEnd(26)} c=${run.connections} ${perSecond(result.perSecond).padStart(6)}/s (${perSecond(result.perCpuSecond)} a CPU-second, ${Math.round(result.cpuShare * 100)}% of a core) p50 ${ms(result.p50)} ms p99 ${ms(result.p99)} ms${result.failed ? ` FAILED ${result.failed}` : ''}`,
        );
      }
    }
    printTable(runs);
    console.log(`load average after: ${os.loadavg()[0].toFixed(1)}`);
  } finally {
    pinLoadGenerator(`0-${os.cpus().length - 1}`);
    for (const child of children.reverse()) await stopped(child);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The bank and the remotes, in a process of their own (`--backends`), stopped by SIGTERM. */
async function serveBackends() {
  const app = await startAppServers(process.env, { host: false });
  process.once('SIGTERM', () => app.close().then(() => process.exit(0)));
}

if (require.main === module) {
  const run = process.argv[2] === '--backends' ? serveBackends() : benchServing();
  run.catch((error) => {
    console.error(error);
    process.exit(1);
  });
}

module.exports = { benchServing, nginxVersion };
