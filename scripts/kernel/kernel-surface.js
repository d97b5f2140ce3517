// The kernel's public surface: every name its main entry (`shared-kernel`, the kernel's core)
// offers, as values (code a build imports) and types, and each key of `PATHS` as a value
// `PATHS.<key>` (a remote reads the served kernel's, kernel-imports.js). Only that entry is
// shared at run time (one copy, the host's, webpack.shared.js); the side entries, the kit, are
// compiled into each build that imports them, so no two builds' kits ever meet and their names
// need no version.
// shared-kernel/kernel-surface.json keeps the surface per kernel version, and kernel-surface.test.js
// holds the compatibility rule (docs/deploy-contract.md, "The kernel's version"): the surface of a
// version never changes; from one version to the next, a removed name needs a new major, an added
// one a new minor.
//
//   node scripts/kernel/kernel-surface.js          prints the surface of the kernel as it is
//   node scripts/kernel/kernel-surface.js --write  records it under the kernel's version
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');
const { KERNEL_DIR, KEYED } = require('./kernel-imports');

const rootDir = path.join(__dirname, '..', '..');
const SURFACE_FILE = path.join(KERNEL_DIR, 'kernel-surface.json');

function compilerOptions() {
  const { config } = ts.readConfigFile(path.join(rootDir, 'tsconfig.base.json'), ts.sys.readFile);
  return ts.convertCompilerOptionsFromJson({ ...config.compilerOptions, noEmit: true }, rootDir).options;
}

/**
 * The surface of the one entry shared at run time, the main entry (`.`), under its name.
 * @returns {{ version: string, entries: Record<string, { values: string[], types: string[] }> }}
 */
function kernelSurface() {
  const pkg = JSON.parse(fs.readFileSync(path.join(KERNEL_DIR, 'package.json'), 'utf8'));
  const file = path.join(KERNEL_DIR, pkg.exports['.']);
  const program = ts.createProgram([file], compilerOptions());
  const checker = program.getTypeChecker();
  const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(file));
  const values = [];
  const types = [];
  for (const exported of moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : []) {
    const target = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    (target.flags & ts.SymbolFlags.Value ? values : types).push(exported.name);
    if (exported.name === KEYED)
      values.push(...checker.getPropertiesOfType(checker.getTypeOfSymbol(target)).map((key) => `${KEYED}.${key.name}`));
  }
  return { version: pkg.version, entries: { '.': { values: values.sort(), types: types.sort() } } };
}

/** The recorded surfaces, by kernel version. */
const recordedSurfaces = () => JSON.parse(fs.readFileSync(SURFACE_FILE, 'utf8'));

/** Semver order of two versions (x.y.z): negative, zero or positive, each number compared as a number. */
const compareVersions = (a, b) => a.localeCompare(b, 'en', { numeric: true });

/** What a refused write asks for: where the kernel's version is given (docs/contributing.md). */
const NEW_VERSION_HOWTO =
  'Give shared-kernel a new version under the rule in docs/deploy-contract.md: in shared-kernel/package.json and ' +
  'shared-kernel/src/core/kernel-version.ts, then npm install (docs/contributing.md), then write again.';

/**
 * What is wrong with going from version `from` (surface `before`) to `to` (surface `after`)
 * under the compatibility rule; an empty list when nothing is.
 */
function bumpProblems(from, before, to, after) {
  // Named as a package imports them: the main entry's bare, a side entry's with its specifier.
  const named = (entry, name) => (entry === '.' ? name : `${name} of shared-kernel/${entry.replace(/^\.\//, '')}`);
  const names = (surface) =>
    new Set(Object.entries(surface).flatMap(([entry, { values, types }]) => [...values, ...types].map((name) => named(entry, name))));
  const [old, now] = [names(before), names(after)];
  const removed = [...old].filter((name) => !now.has(name));
  const added = [...now].filter((name) => !old.has(name));
  if (from === to && (removed.length > 0 || added.length > 0)) {
    const differs = [added.length > 0 && `without ${added.join(', ')}`, removed.length > 0 && `with ${removed.join(', ')}`];
    return [
      `${to} is already recorded ${differs.filter(Boolean).join(' and ')}: a recorded version never changes, so give the change the next ${removed.length > 0 ? 'major' : 'minor'} ` +
        `(a version only your own branch recorded may be written again once its entry is removed from ${path.relative(rootDir, SURFACE_FILE)})`,
    ];
  }
  const [a, b] = [from, to].map((version) => version.split('.').map(Number));
  const major = b[0] > a[0];
  const minor = major || (b[0] === a[0] && b[1] > a[1]);
  const problems = [];
  if (removed.length > 0 && !major) problems.push(`${to} removes ${removed.join(', ')} from ${from}: a removal needs a new major version`);
  if (added.length > 0 && !minor) problems.push(`${to} adds ${added.join(', ')} to ${from}: an addition needs a new minor version`);
  return problems;
}

if (require.main === module) {
  const surface = kernelSurface();
  if (!process.argv.includes('--write')) {
    process.stdout.write(`${JSON.stringify(surface, null, 2)}\n`);
  } else {
    const recorded = recordedSurfaces();
    // A version already recorded is held to its surface; a new one is held to the rule from the latest.
    const from = recorded[surface.version] ? surface.version : Object.keys(recorded).sort(compareVersions).at(-1);
    const problems = bumpProblems(from, recorded[from], surface.version, surface.entries);
    if (problems.length > 0) {
      console.error([...problems, NEW_VERSION_HOWTO].join('\n'));
      process.exit(1);
    }
    recorded[surface.version] = surface.entries;
    const ordered = Object.fromEntries(Object.entries(recorded).sort(([a], [b]) => compareVersions(a, b)));
    fs.writeFileSync(SURFACE_FILE, `${JSON.stringify(ordered, null, 2)}\n`);
    console.log(`recorded the surface of shared-kernel ${surface.version} in ${path.relative(rootDir, SURFACE_FILE)}`);
  }
}

module.exports = { NEW_VERSION_HOWTO, SURFACE_FILE, bumpProblems, compareVersions, kernelSurface, recordedSurfaces };
