// The plumbing's count (docs/performance.md, "Plumbing lines") counts code, not its comments,
// blank lines or tests, and names only paths that are there; asked for help or given something
// that is not a checkout, it says so instead of printing a table of zeros.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { CATEGORIES, lines } = require('./plumbing-lines');

let root;
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'plumbing-lines-'));
  fs.mkdirSync(path.join(root, 'plumbing'));
  fs.writeFileSync(
    path.join(root, 'plumbing', 'start.js'),
    '// why it starts\n/**\n * what it takes\n */\nconst a = 1;\n\nmodule.exports = { a };\n',
  );
  fs.writeFileSync(path.join(root, 'plumbing', 'start.test.js'), 'test("a", () => {});\n');
  fs.writeFileSync(path.join(root, 'plumbing', 'notes.md'), '# not code\n');
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

test('a file counts its code lines apart from all its lines; tests and other files are not counted', () => {
  expect(lines(root, ['plumbing', 'gone.js'])).toEqual([2, 7]);
});

test('every path a category names is in the tree', () => {
  const rootDir = path.join(__dirname, '..');
  const missing = Object.values(CATEGORIES)
    .flat()
    .filter((entry) => !fs.existsSync(path.join(rootDir, entry)));
  expect(missing).toEqual([]);
});

const run = (...args) => spawnSync(process.execPath, [require.resolve('./plumbing-lines'), ...args], { encoding: 'utf8' });

test.each(['--help', '-h'])('%s prints the usage and no table', (flag) => {
  const result = run(flag);
  expect(result.stdout).toMatch(/^usage: node scripts\/plumbing-lines\.js \[root\]\n/);
  expect(result.stdout).not.toMatch(/plumbing \(code lines/);
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
});

test('an unknown option is refused with exit code 2', () => {
  const result = run('--root');
  expect(result.stdout).toBe('');
  expect(result.stderr).toMatch(/^plumbing-lines: unknown option --root\n/);
  expect(result.status).toBe(2);
});

test('a folder that is not a checkout is refused with exit code 2', () => {
  const result = run(root);
  expect(result.stdout).toBe('');
  expect(result.stderr).toContain(`plumbing-lines: ${root} is not a checkout (no package.json)\n`);
  expect(result.status).toBe(2);
});

test('a checkout gets the table, the plumbing and the screens each counted', () => {
  const result = run(path.join(__dirname, '..'));
  expect(result.stdout).toMatch(/^\s+[1-9]\d*\s+[1-9]\d* {2}plumbing \(code lines, all lines\)$/m);
  expect(result.stdout).toMatch(/^\s+[1-9]\d*\s+[1-9]\d* {2}screens \(the remotes' features, the host's pages\)$/m);
  expect(result.status).toBe(0);
});
