// The plumbing's count (docs/performance.md, "Plumbing lines") counts code, not its comments,
// blank lines or tests, and names only paths that are there.
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
