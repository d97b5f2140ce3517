// A library the kernel depends on is the kernel's to pin (docs/contributing.md, "Dependency
// updates"). The kernel's code resolves it from the kernel's own folder, so a package that pins
// another version gets a copy of its own that the kernel's code never reads, and the shared
// singletons are served by the host whatever a remote pins: such a pin ships nowhere, yet reads
// as if the package had moved. A build refuses it.
const fs = require('node:fs');
const path = require('node:path');

const KERNEL_DIR = path.join(__dirname, '..', '..', 'shared-kernel');

const pinsOf = (manifest) => ({ ...manifest.devDependencies, ...manifest.dependencies });

/**
 * The libraries a package pins at another version than the kernel does.
 * @param {{ dependencies?: Record<string, string>, devDependencies?: Record<string, string> }} manifest the package's package.json
 * @param {{ dependencies?: Record<string, string> }} kernel the kernel's package.json
 * @returns {{ name: string, pinned: string, kernel: string }[]}
 */
function pinsApartFromKernel(manifest, kernel) {
  const kernels = kernel.dependencies ?? {};
  return Object.entries(pinsOf(manifest))
    .filter(([name, pinned]) => name in kernels && pinned !== kernels[name])
    .map(([name, pinned]) => ({ name, pinned, kernel: kernels[name] }));
}

/**
 * The kernel's libraries that another of them, as the lockfile installs it, depends on at another
 * exact version than the kernel pins (react-router-dom depends on react-router so): npm then
 * installs a second copy inside the one that depends on it, and the build bundles both.
 * @param {{ dependencies?: Record<string, string> }} kernel the kernel's package.json
 * @param {{ packages?: Record<string, { version?: string, dependencies?: Record<string, string> }> }} lock the repository's package-lock.json
 * @returns {{ library: string, version: string, name: string, wanted: string, kernel: string }[]}
 */
function kernelLibrariesApart(kernel, lock) {
  const kernels = kernel.dependencies ?? {};
  return Object.keys(kernels).flatMap((library) => {
    const { version = '', dependencies = {} } = lock.packages?.[`node_modules/${library}`] ?? {};
    return Object.entries(dependencies)
      .filter(([name, wanted]) => name in kernels && /^\d+\.\d+\.\d+$/.test(wanted) && wanted !== kernels[name])
      .map(([name, wanted]) => ({ library, version, name, wanted, kernel: kernels[name] }));
  });
}

/** Throws, saying what to do instead, when the package in `packageDir` pins a kernel library apart. */
function refusePinsApartFromKernel(packageDir, kernelDir = KERNEL_DIR) {
  const read = (dir, file = 'package.json') => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  const manifest = read(packageDir);
  const kernel = read(kernelDir);
  const together = kernelLibrariesApart(kernel, read(path.join(kernelDir, '..'), 'package-lock.json'));
  if (together.length > 0) {
    const lines = together.map(
      ({ library, version, name, wanted, kernel }) => `  ${library} ${version} depends on ${name} ${wanted}, the kernel ${kernel}`,
    );
    throw new Error(
      [
        'The kernel pins libraries apart from the versions its other libraries depend on:',
        ...lines,
        'npm installs a second copy for the library that depends on it, and every build would bundle both.',
        'Move both in every package.json that names them, then npm install (docs/contributing.md, "Dependency updates").',
      ].join('\n'),
    );
  }
  const apart = pinsApartFromKernel(manifest, kernel);
  if (apart.length === 0) return;
  const lines = apart.map(({ name, pinned, kernel }) => `  ${name} ${pinned}, the kernel ${kernel}`);
  throw new Error(
    [
      `${manifest.name} pins libraries the kernel depends on at other versions:`,
      ...lines,
      'The kernel resolves them from its own pin and the host serves the shared singletons, so this pin would ship nowhere.',
      'Move the library in every package.json that pins it, shared-kernel/package.json first, then npm install',
      '(docs/contributing.md, "Dependency updates": which deploy then ships it).',
    ].join('\n'),
  );
}

module.exports = { kernelLibrariesApart, pinsApartFromKernel, refusePinsApartFromKernel };
