// Each forbidden import direction, linted with the repository's own config through ESLint's Node
// API, must be refused; each allowed one must pass. So a boundary that silently stops matching
// (a folder renamed, a plugin upgraded) fails `npm test` instead of letting imports through.
const fs = require('node:fs');
const path = require('node:path');
const { ESLint } = require('eslint');
const config = require('../../eslint.config.js');

const root = path.join(__dirname, '..', '..');
// The config is handed over as it is (jest cannot run ESLint's own ES-module loading of the file),
// less the type-aware promise rules: a probe file exists in no tsconfig, and what is checked here
// is only where its import lands.
const withoutTypes = {
  files: ['**/*.{ts,tsx}'],
  languageOptions: { parserOptions: { projectService: false } },
  rules: { '@typescript-eslint/no-floating-promises': 'off', '@typescript-eslint/no-misused-promises': 'off' },
};
const eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: [...config, withoutTypes] });

/** The boundary messages for a file at `file` (need not exist) that imports `source`. */
async function boundaryErrors(file, source) {
  const code = `import * as imported from '${source}';\nexport const probe = imported;\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((message) => message.ruleId === 'boundaries/dependencies').map((message) => message.message);
}

const REMOTE = 'a remote imports neither another remote nor the host';
const HOST = 'the host loads remotes through federation only';
const KERNEL = 'shared-kernel imports no workspace package';
const FEATURE = 'a feature folder never imports another feature folder';
const KIT = "the kernel's kit takes the core from 'shared-kernel' by name";
const CORE = 'the kernel core never imports its own package by name';

describe('package boundaries', () => {
  it.each([
    ['remote-registration/src/features/info/probe.ts', '../../../../remote-settings/src/pages', REMOTE],
    ['remote-settings/src/texts/probe.ts', 'remote-statement/src/pages', REMOTE],
    ['remote-statement/src/features/select-statement/probe.ts', '../../../../remote-registration/src/pages', REMOTE],
    ['remote-statement/src/pages-probe.ts', '../../host/src/app/route-table', REMOTE],
    ['remote-settings/src/features/unbinding/probe.ts', 'host/src/app/route-table', REMOTE],
    ['host/src/app/probe.ts', '../../../remote-registration/src/pages', HOST],
    ['host/src/pages/otp/probe.ts', 'remote-settings/src/pages', HOST],
    ['host/src/federation/probe.ts', 'remote-statement', HOST],
    ['shared-kernel/src/core/api/probe.ts', '../../../../host/src/app/route-table', KERNEL],
    ['shared-kernel/src/core/api/probe.ts', '../../../../remote-statement/src/pages', KERNEL],
    ['shared-kernel/src/core/state/probe.ts', '../../../../sandbox-api/src/server', KERNEL],
    ['shared-kernel/src/testing/probe.ts', 'sandbox-api', KERNEL],
    ['shared-kernel/src/testing/probe.ts', '../../../e2e/support/sandbox', KERNEL],
    ['remote-registration/src/features/info/probe.ts', '../accounts/account-row', FEATURE],
    ['remote-settings/src/features/unbinding/probe.ts', '../setting-menu/setting-menu-items', FEATURE],
    ['remote-statement/src/features/select-statement/probe.ts', '../request-statement/request-statement-page', FEATURE],
    ['remote-statement/src/features/success-statement/probe.ts', '../../features/select-statement/statement-date-limits', FEATURE],
    ['host/src/pages/otp/probe.ts', '../kma/use-switch-to-otp', FEATURE],
    // The folder decides: any file under kit/, a new one in a new concern included, is the kit.
    ['shared-kernel/src/kit/api/calls/accounts.ts', '../../../core/api/client', KIT],
    ['shared-kernel/src/kit/survey/use-survey-form.ts', '../../core/state/registration', KIT],
    ['shared-kernel/src/kit/validation/probe.ts', '../../core/config/runtime-config', KIT],
    ['shared-kernel/src/kit/new-concern/probe.tsx', '../../core/ui/page', KIT],
    ['shared-kernel/src/kit/probe.ts', '../core/index', KIT],
    // And any file under core/ is the core.
    ['shared-kernel/src/core/api/calls/app-start.ts', 'shared-kernel', CORE],
    ['shared-kernel/src/core/state/probe.ts', 'shared-kernel', CORE],
    ['shared-kernel/src/core/session/probe.ts', 'shared-kernel/validation', CORE],
    ['shared-kernel/src/core/new-concern/probe.ts', 'shared-kernel/journey-calls', CORE],
    ['shared-kernel/src/core/probe.ts', 'shared-kernel', CORE],
  ])('%s importing %s is refused: %s', async (file, source, expected) => {
    const errors = await boundaryErrors(file, source);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(expected);
  });

  it.each([
    ['remote-statement/src/features/select-statement/probe.ts', './statement-date-limits'],
    ['remote-statement/src/features/select-statement/probe.ts', '../../calendar/calendar-popup'],
    ['remote-registration/src/features/info/probe.ts', '../../texts/th'],
    ['remote-settings/src/features/unbinding/probe.ts', 'shared-kernel'],
    ['host/src/pages/otp/probe.ts', '../../verification/verification-flow'],
    ['host/src/app/probe.ts', 'shared-kernel'],
    ['shared-kernel/src/core/api/probe.ts', '../state/registration'],
    ['shared-kernel/src/kit/api/calls/accounts.ts', 'shared-kernel'],
    ['shared-kernel/src/kit/api/calls/accounts.ts', '../schemas'],
    ['shared-kernel/src/kit/survey/survey-screen.tsx', './use-survey-form'],
    ['shared-kernel/src/core/api/calls/app-start.ts', '../client'],
    ['shared-kernel/src/core/state/probe.ts', '../../kit/validation/separators'],
    ['shared-kernel/src/testing/probe.ts', 'shared-kernel'],
    // The bench's plain bundle compiles host and remotes together.
    ['whole-app/plain-bundle/probe.ts', '../../remote-registration/src/pages'],
    ['e2e/support/probe.ts', '../../sandbox-api/src/server'],
  ])('%s importing %s is allowed', async (file, source) => {
    expect(await boundaryErrors(file, source)).toEqual([]);
  });
});

describe("the kernel's kit keeps no state", () => {
  const stateErrors = async (code) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, 'shared-kernel/src/kit/new-concern/probe.ts') });
    return result.messages.filter((message) => message.ruleId === 'no-restricted-syntax').map((message) => message.message);
  };

  it.each([
    ['a module-level variable', 'let count = 0;\nexport const next = () => ++count;\n'],
    ['a module-level collection', 'export const cache = new Map<string, number>();\n'],
    ['an atom', "import { atom } from 'jotai';\nexport const countAtom = atom(0);\n"],
  ])('%s in the kit is refused', async (_what, code) => {
    expect(await stateErrors(code)).toHaveLength(1);
  });

  it('the kit may build a collection inside a function', async () => {
    expect(await stateErrors('export const unique = (items: string[]) => [...new Set(items)];\n')).toEqual([]);
  });

  it('the core keeps state where it needs to', async () => {
    const [result] = await eslint.lintText('let count = 0;\nexport const next = () => ++count;\n', {
      filePath: path.join(root, 'shared-kernel/src/core/state/probe.ts'),
    });
    expect(result.messages).toEqual([]);
  });
});

describe('test support', () => {
  const testSupportErrors = async (file, source) => {
    const code = `import * as imported from '${source}';\nexport const probe = imported;\n`;
    const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
    return result.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
  };

  it.each([
    ['remote-settings/src/features/unbinding/unbinding-page.tsx', 'shared-kernel/testing'],
    ['host/src/app/probe.ts', 'shared-kernel/testing'],
    ['shared-kernel/src/core/api/probe.ts', '../../testing/fake-bank-server'],
  ])('application code %s importing %s is refused', async (file, source) => {
    expect(await testSupportErrors(file, source)).toEqual([expect.stringContaining('only tests import the test support')]);
  });

  it('a test may import it', async () => {
    expect(await testSupportErrors('remote-settings/src/features/unbinding/unbinding-page.test.tsx', 'shared-kernel/testing')).toEqual([]);
  });
});

describe('the kernel by folder', () => {
  const kernelFiles = fs
    .readdirSync(path.join(root, 'shared-kernel/src'), { recursive: true })
    .map((file) => file.split(path.sep).join('/'));

  it('every kernel file is in the core, the kit or the test support', () => {
    expect(kernelFiles.filter((file) => !/^(core|kit|testing)(\/|$)/.test(file))).toEqual([]);
  });

  // The side entries in the core: the host's start-up, part of the core's one copy (main.js starts
  // it before the core's chunk arrives), and the build-time prerender; the tests' support has its
  // own folder. Every other side entry is the kit, bundled into each page that imports it.
  const CORE_ENTRIES = ['.', './start-up', './prerender'];
  const { exports: entries } = require('../../shared-kernel/package.json');
  const folderOf = (entry) => (CORE_ENTRIES.includes(entry) ? './src/core/' : entry === './testing' ? './src/testing/' : './src/kit/');

  it.each(Object.entries(entries))("the entry '%s' (%s) lives in its folder", (entry, file) => {
    expect(file.startsWith(folderOf(entry))).toBe(true);
  });

  const kitEntries = Object.entries(entries).filter(([entry]) => folderOf(entry) === './src/kit/');

  it('finds kit entries to check', () => {
    expect(kitEntries.length).toBeGreaterThan(5);
  });

  it.each(kitEntries)("the kit entry '%s' (%s) may not import the core by a relative path", async (_entry, file) => {
    const entryFile = path.join('shared-kernel', file);
    const core = path.relative(path.dirname(path.join(root, entryFile)), path.join(root, 'shared-kernel/src/core/state/registration'));
    const errors = await boundaryErrors(entryFile, core);
    expect(errors).toEqual([expect.stringContaining(KIT)]);
  });
});
