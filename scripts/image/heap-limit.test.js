// The image's Node options (deploy/image/Containerfile's ENV) bound the server's heap in a
// container with a memory limit (the topology stage checks one of 256 MiB) and in one without:
// the podman example of docs/deploying.md sets none, nor does a pod the platform leaves unlimited.
const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');

const containerfile = fs.readFileSync(path.join(__dirname, '..', '..', 'deploy', 'image', 'Containerfile'), 'utf8');
const IMAGE_NODE_OPTIONS = /^ENV .*\bNODE_OPTIONS=(\S+)/m.exec(containerfile)?.[1];

/** The heap limit, in MiB, of a Node started here with `nodeOptions` (this machine's memory, no container limit). */
function heapLimitMiB(nodeOptions) {
  const env = { ...process.env, NODE_OPTIONS: nodeOptions };
  const child = spawnSync(process.execPath, ['-p', 'v8.getHeapStatistics().heap_size_limit / 2 ** 20'], { encoding: 'utf8', env });
  expect(child.stderr).toBe('');
  return Number(child.stdout);
}

test('with no memory limit, the image lets Node’s heap grow no further than Node would on its own', () => {
  expect(IMAGE_NODE_OPTIONS).toBeDefined();
  // A limit relative to the machine's memory (a percentage) would let a leak or a flood take most
  // of the machine where no container limit holds it: Node's own default stops at a few GiB.
  expect(heapLimitMiB(IMAGE_NODE_OPTIONS)).toBeLessThanOrEqual(heapLimitMiB(''));
});
