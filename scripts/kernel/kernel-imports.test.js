// A `PATHS` key is a kernel name of its own (docs/deploy-contract.md, "The kernel's version"): a
// remote that navigates to a key a newer kernel added needs that kernel, so the reader records
// each key it reads, however the file names the binding.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { kernelImportsOfPackage } = require('./kernel-imports');

/** The kernel names a package whose one source file is this one uses. */
function namesOf(text) {
  const packageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kernel-imports-'));
  try {
    fs.mkdirSync(path.join(packageDir, 'src'));
    fs.writeFileSync(path.join(packageDir, 'src', 'page.tsx'), text);
    return kernelImportsOfPackage(packageDir);
  } finally {
    fs.rmSync(packageDir, { recursive: true, force: true });
  }
}

test('a file that navigates to PATHS.someKey records the name PATHS.someKey beside PATHS', () => {
  const text = "import { PATHS } from 'shared-kernel';\nexport const go = (navigate) => navigate(PATHS.someKey);\n";
  expect(namesOf(text)).toEqual({ own: ['PATHS', 'PATHS.someKey'], withKit: ['PATHS', 'PATHS.someKey'] });
});

test('a key is recorded through an alias, a literal index and a namespace import, and not from a type', () => {
  const text = [
    "import { PATHS as ROUTES, type AppPath } from 'shared-kernel';",
    "import * as kernel from 'shared-kernel';",
    'export const help: typeof ROUTES.fromType = ROUTES.settingHelp;',
    "export const links = [ROUTES['requestStatement'], kernel.PATHS.setting] as AppPath[];",
  ].join('\n');
  expect(namesOf(text).own).toEqual(['*', 'PATHS', 'PATHS.requestStatement', 'PATHS.setting', 'PATHS.settingHelp']);
});

test('a computed key or PATHS passed on may read any key: PATHS.*; a PATHS of another object is not the kernel’s', () => {
  const computed = "import { PATHS } from 'shared-kernel';\nexport const to = (key) => PATHS[key];\n";
  const passed = "import { PATHS } from 'shared-kernel';\nexport const all = Object.values(PATHS);\n";
  const shorthand = "import { PATHS } from 'shared-kernel';\nexport const routes = { PATHS };\n";
  const other = "import { PATHS } from 'shared-kernel';\nexport const own = { PATHS: 1 }.PATHS + PATHS.setting;\n";
  expect([computed, passed, shorthand].map((text) => namesOf(text).own)).toEqual(Array(3).fill(['PATHS', 'PATHS.*']));
  expect(namesOf(other).own).toEqual(['PATHS', 'PATHS.setting']);
});
