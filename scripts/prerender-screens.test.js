// The build step that writes a remote's first-screens.json, run as a package's build runs it: a
// drawing the host would refuse fails the build and leaves no file behind, so nothing a deploy
// could pick up carries it.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const ENGLISH = '<main><h1>Register</h1></main>';
const REFUSED = '<main><h1>ลงทะเบียน</h1><img src="x" onerror="alert(1)"></main>';

/** A package whose prerender module draws /register with `thai` in Thai and ENGLISH in English. */
function packageDrawing(thai) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prerender-screens-'));
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'remote-fixture', version: '1.0.0' }));
  fs.mkdirSync(path.join(dir, 'src'));
  const drawing = (html) => `{ html: ${JSON.stringify(html)}, styles: [], whole: true, latinText: true }`;
  fs.writeFileSync(
    path.join(dir, 'src', 'first-screens.js'),
    `module.exports = {
      pages: { '/register': {} },
      prerender: (document) => ({ version: 1, routes: { '/register': { screen: document.documentElement.lang === 'th' ? ${drawing(thai)} : ${drawing(ENGLISH)} } } }),
    };\n`,
  );
  return dir;
}

const build = (dir) =>
  spawnSync(process.execPath, [require.resolve('./prerender-screens'), 'src/first-screens.js', 'first-screens.json'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, LKS_COMMIT: 'test' },
  });

const dirs = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

test('[family:screen-markup] a Thai drawing the host would refuse fails the build before first-screens.json is written', () => {
  const dir = packageDrawing(REFUSED);
  dirs.push(dir);
  const result = build(dir);
  expect(fs.existsSync(path.join(dir, 'dist', 'first-screens.json'))).toBe(false);
  expect(result.status).toBe(1);
  expect(result.stderr).toContain("the Thai first screen of /register is refused by the host's markup allow-list");
});

test('drawings the host takes are written, each route with its Thai and English drawing', () => {
  const dir = packageDrawing('<main><h1>ลงทะเบียน</h1></main>');
  dirs.push(dir);
  const result = build(dir);
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  const written = JSON.parse(fs.readFileSync(path.join(dir, 'dist', 'first-screens.json'), 'utf8'));
  expect(written.routes['/register'].screen.html).toBe('<main><h1>ลงทะเบียน</h1></main>');
  expect(written.routes['/register'].screenEn.html).toBe(ENGLISH);
});
