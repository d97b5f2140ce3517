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
// load generator (this process) is pinned to CPU 1. Timings are printed, never asserted.
// Ports: the app's own (HOST_PORT…, ADMIN_PORT for the host's metrics), nginx on HOST_PORT + 10.
const { spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');
const autocannon = require('autocannon');
const { sandboxBankApi, startAppServers } = require('./app-servers');
const { adminPortFrom, portsFrom, runtimeConfigFor } = require('./runtime-config');
const { percentile, spread } = require('./percentile');

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
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const BROWSER_CODINGS = { 'accept-encoding': 'br, gzip' };
const SERVER_CPU = '0';
const LOAD_CPU = '1';
const pinned = os.cpus().length >= 2 && spawnSync('taskset', ['-c', SERVER_CPU, 'true']).status === 0;

/** A command pinned to the servers' CPU, where taskset can pin it. */
const onServerCpu = (command, args) => (pinned ? ['taskset', ['-c', SERVER_CPU, command, ...args]] : [command, args]);

/** Every thread of this process (the load generator) on its own CPU, or back on all of them. */
function pinLoadGenerator(cpus) {
  if (pinned) spawnSync('taskset', ['-a', '-p', '-c', cpus, String(process.pid)], { stdio: 'ignore' });
}

async function answers(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** Waits until `url` answers 200, or gives up after 30 s (a server that could not start). */
async function ready(url, child) {
  for (let tries = 0; tries < 300; tries += 1) {
    if (child.exitCode !== null) throw new Error(`${url}: its server exited (${child.exitCode})`);
    if (await answers(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url}: no answer after 30 s`);
}

function started(command, args, options = {}) {
  const [pinnedCommand, pinnedArgs] = onServerCpu(command, args);
  return spawn(pinnedCommand, pinnedArgs, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], ...options });
}

async function stopped(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
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

/** One bounded autocannon run: every response's time, the count answered 2xx, and what failed. */
function load(url, { connections, headers = {}, seconds = SECONDS }) {
  return new Promise((resolve, reject) => {
    const times = [];
    const instance = autocannon({ url, connections, headers, duration: seconds, maxOverallRequests: MAX_REQUESTS }, (error, result) => {
      if (error) return reject(error);
      const failed = result.non2xx + result.errors + result.timeouts;
      resolve({
        perSecond: result['2xx'] / result.duration,
        p50: percentile(times, 50),
        p99: percentile(times, 99),
        bytes: result.throughput.total / result.requests.total,
        failed,
      });
    });
    instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  });
}

const ms = (value) => value.toFixed(2);
const range = (values, format) => {
  const { median, min, max } = spread(values);
  return `${format(median)} (${format(min)}–${format(max)})`;
};
const perSecond = (value) => String(Math.round(value));

/** The scenarios, in the order each round runs them. */
function targets(ports, nginxPort) {
  const bankCall = `${sandboxBankApi(ports).prefix}/feature-flags`;
  return [
    { name: 'page, nginx static file', url: `http://127.0.0.1:${nginxPort}${PAGE}`, connections: PAGE_CONNECTIONS },
    { name: 'page, host server', url: `http://127.0.0.1:${ports.host}${PAGE}`, connections: PAGE_CONNECTIONS },
    {
      name: 'page br/gzip, nginx .gz',
      url: `http://127.0.0.1:${nginxPort}${PAGE}`,
      connections: PAGE_CONNECTIONS,
      headers: BROWSER_CODINGS,
    },
    {
      name: 'page br/gzip, host server',
      url: `http://127.0.0.1:${ports.host}${PAGE}`,
      connections: PAGE_CONNECTIONS,
      headers: BROWSER_CODINGS,
    },
    { name: 'bank call, directly', url: `http://127.0.0.1:${ports.sandbox}${bankCall}`, connections: BANK_CONNECTIONS },
    { name: 'bank call, through host', url: `http://127.0.0.1:${ports.host}${bankCall}`, connections: BANK_CONNECTIONS },
  ];
}

function printTable(runs) {
  console.log(`\n${ROUNDS} rounds of ${SECONDS} s a run: median (lowest–highest round)\n`);
  console.log('| what | connections | answers a second | p50 ms | p99 ms | bytes an answer | failed |');
  console.log('|---|---|---|---|---|---|---|');
  for (const { name, connections, results } of runs) {
    console.log(
      `| ${name} | ${connections} | ${range(
        results.map((r) => r.perSecond),
        perSecond,
      )} | ${range(
        results.map((r) => r.p50),
        ms,
      )} | ${range(
        results.map((r) => r.p99),
        ms,
      )} | ${Math.round(spread(results.map((r) => r.bytes)).median)} | ${results.reduce((total, r) => total + r.failed, 0)} |`,
    );
  }
  const median = (name, figure) => spread(runs.find((run) => run.name === name).results.map((r) => r[figure])).median;
  console.log(
    `\nhost/nginx pages a second: ${(median('page, host server', 'perSecond') / median('page, nginx static file', 'perSecond')).toFixed(2)} uncompressed, ${(median('page br/gzip, host server', 'perSecond') / median('page br/gzip, nginx .gz', 'perSecond')).toFixed(2)} as a browser asks`,
  );
  console.log(
    `forwarder's added latency: p50 ${ms(median('bank call, through host', 'p50') - median('bank call, directly', 'p50'))} ms, p99 ${ms(median('bank call, through host', 'p99') - median('bank call, directly', 'p99'))} ms`,
  );
}

async function benchServing(env = process.env) {
  const ports = portsFrom(env);
  const nginxPort = ports.host + 10;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lks-bench-serving-'));
  const children = [];
  const nginxVersion = spawnSync(NGINX, ['-v'], { encoding: 'utf8' }).stderr.trim();
  console.log(`\nServing: Node ${process.version}, ${nginxVersion}, autocannon ${require('autocannon/package.json').version}`);
  console.log(
    `${os.cpus().length} CPUs (${os.cpus()[0].model}), load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(
        ' ',
      )}; ${pinned ? `servers on CPU ${SERVER_CPU}, load generator on CPU ${LOAD_CPU}` : 'not pinned (taskset or a second CPU missing)'}`,
  );
  try {
    const backends = started(process.execPath, [__filename, '--backends'], { env });
    children.push(backends);
    await ready(`http://127.0.0.1:${ports.sandbox}${sandboxBankApi(ports).prefix}/feature-flags`, backends);
    await ready(`http://127.0.0.1:${ports.registration}/first-screens.json`, backends);
    const host = startHost(env, dir);
    children.push(host);
    await ready(`http://127.0.0.1:${ports.host}/readyz`, host);
    // The page nginx serves is one the host made, so both send the same bytes.
    const html = await (await fetch(`http://127.0.0.1:${ports.host}${PAGE}`)).text();
    const nginx = startNginx(path.join(dir, 'nginx'), nginxPort, html);
    children.push(nginx);
    await ready(`http://127.0.0.1:${nginxPort}${PAGE}`, nginx);

    pinLoadGenerator(LOAD_CPU);
    const runs = targets(ports, nginxPort).map((target) => ({ ...target, results: [] }));
    for (const run of runs) await load(run.url, { ...run, seconds: WARM_UP_SECONDS });
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const run of runs) {
        const result = await load(run.url, run);
        run.results.push(result);
        console.log(
          `  round ${round} ${run.name.padEnd(26)} c=${run.connections} ${perSecond(result.perSecond).padStart(6)}/s p50 ${ms(result.p50)} ms p99 ${ms(result.p99)} ms${result.failed ? ` FAILED ${result.failed}` : ''}`,
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

module.exports = { benchServing };
