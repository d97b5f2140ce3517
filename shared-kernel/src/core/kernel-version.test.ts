import fs from 'node:fs';
import path from 'node:path';
import { KERNEL_VERSION } from './kernel-version';

test('the version a remote reads off the served kernel is the package version Module Federation offers it under', () => {
  const pkg = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'package.json'), 'utf8')) as { version: string };
  expect(KERNEL_VERSION).toBe(pkg.version);
});
