// Keeps docs/behaviour.md the one place the code's comments point to for a product rule:
// no file cites the product documents a clone does not have, and every link into
// docs/behaviour.md names a section that exists.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.join(__dirname, '..');
const DOC = path.join(__dirname, 'behaviour.md');
const SELF = __filename;
const SOURCE = /\.(ts|tsx|js|jsx|cjs|mjs|md)$/;
const SKIPPED_DIRS = /^(node_modules|dist|dist-.*|coverage|test-results|playwright-report|bench-results|\..*)$/;

function sourceFiles(dir = ROOT) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.test(entry.name) ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

/** GitHub's heading anchor: lower case, punctuation dropped, spaces to dashes. */
function slugOf(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function headingSlugs() {
  let fenced = false;
  const slugs = [];
  for (const line of fs.readFileSync(DOC, 'utf8').split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*?)\s*$/.exec(line);
    if (heading) slugs.push(slugOf(heading[1]));
  }
  return slugs;
}

/** Every line of every source file matching `pattern`, as 'file:line: text'. */
function linesMatching(files, pattern) {
  const found = [];
  for (const file of files) {
    fs.readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        for (const match of line.matchAll(pattern)) {
          found.push({ where: `${path.relative(ROOT, file)}:${index + 1}`, match, line: line.trim() });
        }
      });
  }
  return found;
}

const files = sourceFiles().filter((file) => file !== SELF);

describe('docs/behaviour.md as the product rules of record', () => {
  it('is cited instead of the product documents that are not in the repository', () => {
    const documentFile = /(?<![\w./-])(?:SPEC|DESIGN|COPY-TH)\.md\b/g;
    const documentWord = /(?<![\w./-])(?:SPEC|DESIGN)(?=(?:'s)?[ ),:;]|\.(?!md\b)|$)/g;
    // A bare word is a citation in prose and in comments, not in code ("const SPEC = ...").
    const inProse = ({ where, match, line }) =>
      where.includes('.md:') || /\/\/|\/\*|^\s*\*/.test(match.input.slice(0, match.index)) || line.startsWith('*');
    const citations = [...linesMatching(files, documentFile), ...linesMatching(files, documentWord).filter(inProse)];
    expect(citations.map(({ where, line }) => `${where}: ${line}`)).toEqual([]);
  });

  it('has one heading per anchor', () => {
    const slugs = headingSlugs();
    expect(slugs.filter((slug, index) => slugs.indexOf(slug) !== index)).toEqual([]);
  });

  it('has every section a link points at', () => {
    const slugs = new Set(headingSlugs());
    const links = linesMatching([...files, DOC], /(?:docs\/|\.\.\/docs\/|\(|^|\s)behaviour\.md#([\w-]+)|\]\(#([\w-]+)\)/g)
      // In-page links (](#anchor)) count only inside behaviour.md itself.
      .filter(({ where, match }) => match[1] || where.startsWith(path.relative(ROOT, DOC)));
    expect(links.length).toBeGreaterThan(50);
    const broken = links.filter(({ match }) => !slugs.has(match[1] ?? match[2]));
    expect(broken.map(({ where, match }) => `${where}: #${match[1] ?? match[2]}`)).toEqual([]);
  });
});

// The repository's documents link to each other and to files: every such link must land.
const DOCUMENTS = [
  path.join(ROOT, 'README.md'),
  path.join(ROOT, 'ARCHITECTURE.md'),
  ...fs
    .readdirSync(__dirname)
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join(__dirname, name)),
];

/** A document's lines, numbered from 1, those of fenced code blank. */
function unfencedLines(file) {
  let fenced = false;
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((line, index) => {
      if (line.startsWith('```')) fenced = !fenced;
      return { number: index + 1, text: fenced || line.startsWith('```') ? '' : line };
    });
}

/** A document's lines outside fenced code, with inline code blanked out. */
const proseLines = (file) => unfencedLines(file).map(({ number, text }) => ({ number, text: text.replace(/`[^`]*`/g, '``') }));

/** Every relative link (and image) of a document: [text](target#anchor). */
function linksOf(file) {
  return proseLines(file).flatMap(({ number, text }) =>
    [...text.matchAll(/\]\(([^)\s]+)\)/g)]
      .map((match) => match[1])
      .filter((target) => !/^[a-z][a-z+.-]*:/i.test(target))
      .map((target) => ({ where: `${path.relative(ROOT, file)}:${number}`, target })),
  );
}

describe('links between the documents', () => {
  // GitHub's anchors of a document's headings (read with their inline code), a repeated heading
  // numbered `-1`, `-2`, ….
  const anchorsCache = new Map();
  const anchors = (file) => {
    if (!anchorsCache.has(file)) {
      let fenced = false;
      const seen = new Map();
      const found = new Set();
      for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
        if (line.startsWith('```')) fenced = !fenced;
        const heading = !fenced && /^#{1,6}\s+(.*?)\s*$/.exec(line);
        if (!heading) continue;
        const slug = slugOf(heading[1]);
        const count = seen.get(slug) ?? 0;
        seen.set(slug, count + 1);
        found.add(count === 0 ? slug : `${slug}-${count}`);
      }
      anchorsCache.set(file, found);
    }
    return anchorsCache.get(file);
  };

  it.each(DOCUMENTS.map((file) => [path.relative(ROOT, file), file]))('%s links only to files and headings that exist', (_name, file) => {
    const broken = linksOf(file).filter(({ target }) => {
      const [filePart, anchor] = target.split('#');
      const linked = filePart ? path.resolve(path.dirname(file), decodeURIComponent(filePart)) : file;
      if (!fs.existsSync(linked)) return true;
      if (anchor === undefined) return false;
      return !linked.endsWith('.md') || !anchors(linked).has(anchor);
    });
    expect(broken.map(({ where, target }) => `${where}: ${target}`)).toEqual([]);
  });

  it('finds the links it checks', () => {
    expect(DOCUMENTS.flatMap(linksOf).length).toBeGreaterThan(40);
  });

  it.each(DOCUMENTS.filter((file) => !file.endsWith('performance-log.md')).map((file) => [path.relative(ROOT, file), file]))(
    '%s describes the system as it is: no issue numbers, no rounds of work',
    (_name, file) => {
      const history = proseLines(file).filter(({ text }) => /\bissues? \d|\brounds?\b(?! trips?)/i.test(text));
      expect(history.map(({ number, text }) => `${number}: ${text.trim()}`)).toEqual([]);
    },
  );
});

// A document that names a file of the repository in code (`host/src/app/route-table.tsx`, or in a
// command: `node --test sandbox-api/test/contract.test.js`) names one that exists, and a kernel
// entry it names (`shared-kernel/validation`) is one the kernel's package.json exports: a file
// moved or removed fails here, with the line that still names it.
// docs/performance-log.md is left out: it records what was tried, files since removed included.
describe('files the documents name', () => {
  const TOP_FOLDERS = fs
    .readdirSync(ROOT, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !/^(node_modules|dist.*|tmp|test-results|coverage|\.git)$/.test(entry.name))
    .map((entry) => entry.name);
  // A path written out of the repository's own folders, with no placeholder (`<remote>`, `*`, `…`)
  // and not a build's output (`host/dist/…`, the bench's `host/dist-plain`), which exists only after a build.
  const NAMED_FILE = new RegExp(`^(?:${TOP_FOLDERS.map((name) => name.replace('.', '\\.')).join('|')})/[^\\s<>*…{}$]*$`);
  const BUILD_OUTPUT = /(^|\/)dist(-[a-z]+)?(\/|$)/;
  const KERNEL_ENTRY = /^shared-kernel\/([a-z-]+)$/;
  const kernelExports = JSON.parse(fs.readFileSync(path.join(ROOT, 'shared-kernel', 'package.json'), 'utf8')).exports;
  const NAMING = DOCUMENTS.filter((file) => !file.endsWith('performance-log.md'));

  /** Every repository path a document names in inline code outside fenced blocks, with its line. */
  const namedPaths = (file) =>
    unfencedLines(file).flatMap(({ number, text }) =>
      [...text.matchAll(/`([^`]+)`/g)]
        // A command (`node --test sandbox-api/test/contract.test.js`) names files among its words.
        .flatMap((match) => match[1].split(/\s+/))
        .map((word) => word.split('#')[0])
        .filter((named) => NAMED_FILE.test(named) && !BUILD_OUTPUT.test(named))
        .map((named) => ({ where: `${path.relative(ROOT, file)}:${number}`, named })),
    );

  const isThere = (named) => {
    const entry = KERNEL_ENTRY.exec(named);
    if (entry && !fs.existsSync(path.join(ROOT, named))) return `./${entry[1]}` in kernelExports;
    return fs.existsSync(path.join(ROOT, named));
  };

  it.each(NAMING.map((file) => [path.relative(ROOT, file), file]))('%s names only files that exist', (_name, file) => {
    const missing = namedPaths(file).filter(({ named }) => !isThere(named));
    expect(missing.map(({ where, named }) => `${where}: ${named}`)).toEqual([]);
  });

  it('finds the files it checks', () => {
    expect(NAMING.flatMap(namedPaths).length).toBeGreaterThan(200);
  });
});

// What a document tells a squad or an operator to run or set, in its prose or its code blocks:
// an npm script the package it names defines, an LKS_ variable the code reads, a metric the
// host's server exports. A script renamed or a variable dropped fails here, with the line.
describe('commands, variables and metrics the documents name', () => {
  const NAMING = DOCUMENTS.filter((file) => !file.endsWith('performance-log.md'));
  const everyLine = (pattern) =>
    NAMING.flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((text, index) =>
          [...text.matchAll(pattern)].map((match) => ({ where: `${path.relative(ROOT, file)}:${index + 1}`, match })),
        ),
    );
  const scriptsOf = (folder) => JSON.parse(fs.readFileSync(path.join(ROOT, folder, 'package.json'), 'utf8')).scripts ?? {};
  const codeText = (folders) =>
    folders
      .flatMap((folder) => sourceFiles(path.join(ROOT, folder)))
      .concat(['webpack.shared.js', 'jest.config.js'].map((name) => path.join(ROOT, name)))
      .filter((file) => !file.endsWith('.md'))
      .map((file) => fs.readFileSync(file, 'utf8'))
      .concat(
        fs.readdirSync(path.join(ROOT, 'deploy', 'nginx')).map((name) => fs.readFileSync(path.join(ROOT, 'deploy', 'nginx', name), 'utf8')),
      )
      .join('\n');

  it('names only npm scripts that exist, in the root or the workspace named with -w', () => {
    const runs = everyLine(/npm run ([a-z][\w:-]*)((?: -w [\w-]+(?![\w<-]))*)/g);
    expect(runs.length).toBeGreaterThan(30);
    const missing = runs.filter(({ match }) => {
      const workspaces = [...match[2].matchAll(/-w ([\w-]+)/g)].map((w) => w[1]);
      return (workspaces.length ? workspaces : ['.']).some(
        (folder) => !fs.existsSync(path.join(ROOT, folder, 'package.json')) || !(match[1] in scriptsOf(folder)),
      );
    });
    expect(missing.map(({ where, match }) => `${where}: ${match[0]}`)).toEqual([]);
  });

  it('names only LKS_ variables and lks_ metrics the code has', () => {
    const code = codeText(['server', 'scripts', 'sandbox-api/src', 'shared-kernel/src', 'host/src', 'e2e']);
    const named = everyLine(/\b(LKS_[A-Z0-9_]*[A-Z0-9]|lks_[a-z_]*[a-z])\b/g);
    expect(named.length).toBeGreaterThan(30);
    const missing = named.filter(({ match }) => !new RegExp(`\\b${match[1]}\\b`).test(code));
    expect(missing.map(({ where, match }) => `${where}: ${match[1]}`)).toEqual([]);
  });
});
