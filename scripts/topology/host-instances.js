// The host's server as the topology runs it: one instance a Node process (as under systemd),
// one a container of the image (as under Kubernetes), each stopped, started and killed the way
// its supervisor would.
const path = require('node:path');
const { spawn, spawnSync } = require('node:child_process');
const { podmanEnv } = require('../image/build');

const root = path.join(__dirname, '..', '..');
const READY_TIMEOUT_MS = 20_000;
// The topology serves the sandbox's runtime config (plain HTTP, LIFF mocked), which the server
// refuses under NODE_ENV=production.
const SANDBOX_ENV = 'sandbox';
// As OpenShift's restricted policy runs a pod: a user from the namespace's range, not the image's
// 10001, in group 0 (docs/deploying.md, "The image").
const ARBITRARY_USER = '1000650000:0';
// The smallest memory limit a platform team gives it (docs/deploying.md, "The image").
const MEMORY_LIMIT_MIB = 256;

/** Resolves once the instance says it is ready (`/readyz`), as Kubernetes' readiness probe asks. */
async function untilReady(port) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    const status = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200) return;
    if (Date.now() > deadline) throw new Error(`the host instance on ${port} is not ready after ${READY_TIMEOUT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** `node server/main.js <config>`, signalled directly. */
function processInstance({ port, config }) {
  let child = null;
  let exited = Promise.resolve();
  /** Resolves with the exit code (null when a signal ended it). */
  const signal = (name) => {
    child?.kill(name);
    return exited;
  };
  return {
    name: `process on ${port}`,
    port,
    async start() {
      child = spawn(process.execPath, [path.join(root, 'server', 'main.js'), config], {
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, PORT: String(port), NODE_ENV: SANDBOX_ENV },
      });
      exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
      await untilReady(port);
    },
    stop: () => signal('SIGTERM'),
    kill: () => signal('SIGKILL'),
    close: () => signal('SIGKILL'),
  };
}

/**
 * A container of the image with its config and the host's build mounted read-only, as a restricted
 * pod runs it: no capability, an arbitrary user, no writable folder at all (Kubernetes'
 * readOnlyRootFilesystem leaves none, where podman's --read-only alone keeps /tmp and /run
 * writable), within a memory limit.
 */
function containerInstance({ port, image, configDir, build }) {
  const container = `lks-topology-host-${port}`;
  const podman = (args) => {
    // Podman's complaints about the missing systemd (for the HEALTHCHECK's timer) only when it fails.
    const child = spawnSync('podman', args, { env: podmanEnv(), stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
    if (child.status !== 0) throw new Error(`podman ${args[0]} ${container} failed: ${child.stderr}`);
    return child.stdout.trim();
  };
  return {
    name: `container on ${port}`,
    port,
    container,
    async start() {
      podman([
        'run',
        '--detach',
        '--replace',
        `--name=${container}`,
        '--network=host',
        // As the Kubernetes example runs it (docs/deploying.md): read-only, no capabilities, OpenShift's user.
        '--read-only',
        '--read-only-tmpfs=false',
        `--user=${ARBITRARY_USER}`,
        `--memory=${MEMORY_LIMIT_MIB}m`,
        '--cap-drop=ALL',
        '--security-opt=no-new-privileges',
        // The HEALTHCHECK runs when asked (`podman healthcheck run`): no systemd timer here.
        '--health-interval=disable',
        `--env=PORT=${port}`,
        `--env=NODE_ENV=${SANDBOX_ENV}`,
        `--volume=${build}:/srv/lks/host/live:ro`,
        `--volume=${configDir}:/etc/lks:ro`,
        image,
      ]);
      await untilReady(port);
    },
    // As Kubernetes stops a pod: SIGTERM, then SIGKILL after the grace period. Resolves with
    // the server's exit code (137 when the grace period ran out).
    stop: async () => {
      podman(['stop', '--time=15', container]);
      return Number(podman(['inspect', '--format={{.State.ExitCode}}', container]));
    },
    kill: async () => podman(['kill', '--signal=KILL', container]),
    close: async () => podman(['rm', '--force', container]),
    /**
     * How far the server's Node lets its heap grow, in MiB, with the image's environment, and the
     * container's memory limit: a heap allowed past the limit is killed by the kernel before Node
     * collects its garbage.
     */
    heapLimit: () => ({
      heapMiB: Number(podman(['exec', container, 'node', '-p', 'Math.round(v8.getHeapStatistics().heap_size_limit / 2 ** 20)'])),
      limitMiB: MEMORY_LIMIT_MIB,
    }),
    /** The image's HEALTHCHECK, run once: 0 when healthy. */
    healthcheck: () => spawnSync('podman', ['healthcheck', 'run', container], { env: podmanEnv(), stdio: 'ignore' }).status,
  };
}

module.exports = { containerInstance, processInstance };
