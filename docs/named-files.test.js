// A document that names a file of the repository in code (`host/src/app/route-table.tsx`) names
// one that exists, and a kernel entry it names (`shared-kernel/validation`) is one the kernel's
// package.json exports: a file moved or removed fails here, with the line that still names it.
// docs/performance-log.md is left out: it records what was tried, files since removed included.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.join(__dirname, '..');
const DOCUMENTS = [
  'README.md',
  'ARCHITECTURE.md',
  ...fs
    .readdirSync(__dirname)
    .filter((name) => name.endsWith('.md') && name !== 'performance-log.md')
    .map((name) => `docs/${name}`),
];
const TOP_FOLDERS = fs
  .readdirSync(ROOT, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !/^(node_modules|dist.*|tmp|test-results|coverage|\.git)$/.test(entry.name))
  .map((entry) => entry.name);
// A path written out of the repository's own folders, with no placeholder (`<remote>`, `*`, `…`)
// and not a build's output (`host/dist/…`), which exists only after a build.
const NAMED_FILE = new RegExp(`^(?:${TOP_FOLDERS.map((name) => name.replace('.', '\\.')).join('|')})/[^\\s<>*…{}$]*$`);
const BUILD_OUTPUT = /(^|\/)dist(\/|$)/;
const KERNEL_ENTRY = /^shared-kernel\/([a-z-]+)$/;
const kernelExports = JSON.parse(fs.readFileSync(path.join(ROOT, 'shared-kernel', 'package.json'), 'utf8')).exports;

/** Every repository path a document names in inline code outside fenced blocks, with its line. */
function namedPaths(document) {
  let fenced = false;
  return fs
    .readFileSync(path.join(ROOT, document), 'utf8')
    .split('\n')
    .flatMap((line, index) => {
      if (line.startsWith('```')) fenced = !fenced;
      if (fenced || line.startsWith('```')) return [];
      return [...line.matchAll(/`([^`]+)`/g)]
        .map((match) => match[1].split('#')[0])
        .filter((named) => NAMED_FILE.test(named) && !BUILD_OUTPUT.test(named))
        .map((named) => ({ where: `${document}:${index + 1}`, named }));
    });
}

const isThere = (named) => {
  const entry = KERNEL_ENTRY.exec(named);
  if (entry && !fs.existsSync(path.join(ROOT, named))) return `./${entry[1]}` in kernelExports;
  return fs.existsSync(path.join(ROOT, named));
};

test.each(DOCUMENTS)('%s names only files that exist', (document) => {
  const missing = namedPaths(document).filter(({ named }) => !isThere(named));
  expect(missing.map(({ where, named }) => `${where}: ${named}`)).toEqual([]);
});

test('finds the files it checks', () => {
  expect(DOCUMENTS.flatMap(namedPaths).length).toBeGreaterThan(200);
});
