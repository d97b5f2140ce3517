import fs from 'node:fs';
import path from 'node:path';

// The kernel's main entry is shared through Module Federation as one singleton module, whole.
// Its side entries (package.json `exports`: `shared-kernel/validation`, `/survey`, …) are not
// shared: each page chunk that imports one bundles its own copy, which keeps them off every first
// load. So any module a side entry reaches by a relative import exists twice on the page when the
// main entry reaches it too. That is only harmless for a module without state; a side entry
// takes everything else (the API client, the atoms, the runtime config) from `shared-kernel`
// itself, the one shared copy.

const KERNEL = path.join(__dirname, '..');
// './prerender' runs at build time only (a remote's first screens), never in a browser bundle.
const NOT_SIDE_ENTRIES = ['.', './testing', './start-up', './prerender'];

/** Modules both a side entry and the main entry bundle, each with why two copies do no harm. */
const STATELESS_IN_BOTH: Record<string, string> = {
  'ui/feature-styles.ts': 'its only state is in the document: a <style> element under an id',
  'validation/validation-messages.ts': 'a table of texts',
  'validation/separators.ts': 'a pure function',
  'validation/account-number.ts': 'constants and pure functions',
  'format/countdown.ts': 'pure functions',
  'api/schemas.ts': "valibot schemas: fixed descriptions of the bank's answers",
};

function resolveRelative(from: string, spec: string): string | undefined {
  const base = path.resolve(path.dirname(from), spec);
  return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), base].find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

/** Every module a file reaches through relative value imports and re-exports (type-only ones leave no code). */
function bundledFrom(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = fs.readFileSync(file, 'utf8');
  for (const [, typeOnly, spec = ''] of source.matchAll(/(?:import|export)\s+(type\s+)?[^'"]*?from\s+'(\.[^']+)'/g)) {
    if (typeOnly) continue;
    const target = resolveRelative(file, spec);
    if (target) bundledFrom(target, seen);
  }
  return seen;
}

const exportsMap = (JSON.parse(fs.readFileSync(path.join(KERNEL, 'package.json'), 'utf8')) as { exports: Record<string, string> }).exports;
const mainEntry = bundledFrom(path.join(KERNEL, exportsMap['.'] ?? 'src/index.ts'));
const sideEntries = Object.entries(exportsMap).filter(([name]) => !NOT_SIDE_ENTRIES.includes(name));
const inKernel = (file: string) => path.relative(path.join(KERNEL, 'src'), file).split(path.sep).join('/');

test.each(sideEntries)('the side entry %s bundles no module of the shared main entry that holds state', (_name, file) => {
  const inBoth = [...bundledFrom(path.join(KERNEL, file))].filter((module) => mainEntry.has(module)).map(inKernel);
  expect(inBoth.filter((module) => !(module in STATELESS_IN_BOTH))).toEqual([]);
});

test.each(Object.keys(STATELESS_IN_BOTH))('%s, allowed in two copies, keeps no module-level variable', (module) => {
  const source = fs.readFileSync(path.join(KERNEL, 'src', module), 'utf8');
  expect(source).not.toMatch(/^(?:export\s+)?(?:let|var)\s/m);
  expect(source).not.toMatch(/\bnew (?:Map|Set|WeakMap)\b|\batom\(/);
});

test('the survey, the consent frames and the form rules stay off the shared main entry', () => {
  const main = [...mainEntry].map(inKernel);
  expect(main).not.toContain('survey/survey-screen.tsx');
  expect(main).not.toContain('consent/use-consent-return-poll.ts');
  expect(main).not.toContain('frames/allowed-frame.ts');
  expect(main).not.toContain('validation/id-card.ts');
  expect(main).not.toContain('format/display-masks.ts');
});
