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
