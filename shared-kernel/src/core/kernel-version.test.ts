import fs from 'node:fs';
import path from 'node:path';
import { KERNEL_VERSION } from './kernel-version';

const root = path.join(__dirname, '..', '..', '..');
const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as T;
const kernelPackage = readJson<{ version: string }>('shared-kernel/package.json');

test('the version a remote reads off the served kernel is the package version Module Federation offers it under', () => {
  expect(KERNEL_VERSION).toBe(kernelPackage.version);
});

// A new kernel version moves three files and the lockfile (docs/contributing.md). With the host's
// pin left behind, `npm install` looks for that kernel on the public registry and stops at a 404.
test("the host pins the kernel at the kernel's version, and the lockfile records both", () => {
  const host = readJson<{ dependencies: Record<string, string> }>('host/package.json');
  const lock = readJson<{ packages: Record<string, { version?: string; dependencies?: Record<string, string> }> }>('package-lock.json');
  expect({
    'host/package.json': host.dependencies['shared-kernel'],
    'package-lock.json, shared-kernel': lock.packages['shared-kernel']?.version,
    'package-lock.json, host': lock.packages.host?.dependencies?.['shared-kernel'],
  }).toEqual({
    'host/package.json': kernelPackage.version,
    'package-lock.json, shared-kernel': kernelPackage.version,
    'package-lock.json, host': kernelPackage.version,
  });
});
