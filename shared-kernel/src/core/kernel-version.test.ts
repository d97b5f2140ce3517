import fs from 'node:fs';
import path from 'node:path';
import { KERNEL_VERSION } from './kernel-version';

const root = path.join(__dirname, '..', '..', '..');
const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as T;
const kernelPackage = readJson<{ version: string }>('shared-kernel/package.json');

test('the version a remote reads off the served kernel is the package version Module Federation offers it under', () => {
  expect(KERNEL_VERSION).toBe(kernelPackage.version);
});

// Every package takes the kernel from the repository's folder, whatever its version: a version
// range the folder's kernel did not meet (a pin left behind at a new version, a remote's ^1 at a
// 2.0.0) sent `npm install` to the public registry, where anyone may publish a `shared-kernel`
// and have its install scripts run on a squad's machine and in CI (docs/security.md).
test('every package takes the kernel from its folder in the repository, never from a registry', () => {
  const lock = readJson<{
    packages: Record<string, { version?: string; resolved?: string; link?: boolean; dependencies?: Record<string, string> }>;
  }>('package-lock.json');
  const packages = ['host', 'remote-registration', 'remote-settings', 'remote-statement'];
  const asked = Object.fromEntries(
    packages.map((name) => [
      name,
      readJson<{ dependencies: Record<string, string> }>(`${name}/package.json`).dependencies['shared-kernel'],
    ]),
  );
  expect(asked).toEqual(Object.fromEntries(packages.map((name) => [name, 'file:../shared-kernel'])));
  const kernels = Object.entries(lock.packages).filter(
    ([where]) => where === 'shared-kernel' || where.endsWith('node_modules/shared-kernel'),
  );
  expect(kernels.map(([where, entry]) => [where, entry.resolved ?? entry.version])).toEqual([
    ['node_modules/shared-kernel', 'shared-kernel'],
    ['shared-kernel', kernelPackage.version],
  ]);
});
