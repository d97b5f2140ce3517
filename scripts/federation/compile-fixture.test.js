// The build checks' own helper: a build that fails answers its messages, one that succeeds its
// assets.
const fs = require('node:fs');
const { compileAssets, compileErrors, writeProject } = require('./compile-fixture');

// Real compilations on a shared machine.
jest.setTimeout(120_000);

const projects = [];
afterAll(() => projects.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
const project = (files) => {
  const dir = writeProject(files);
  projects.push(dir);
  return dir;
};
const configFor = (dir) => (out) => ({ mode: 'none', context: dir, entry: './main.js', output: { path: out }, target: 'web' });

test('a build that fails answers its error messages', async () => {
  const dir = project({ 'main.js': "import './missing.js';\n" });
  const errors = await compileErrors(configFor(dir));
  expect(errors).toEqual([expect.stringContaining("Can't resolve './missing.js'")]);
});

test('a build that succeeds answers no error and the text of what it emitted', async () => {
  const dir = project({ 'main.js': "console.log('built');\n" });
  const { errors, assets } = await compileAssets(configFor(dir));
  expect(errors).toEqual([]);
  expect(assets.get('main.js')).toContain("console.log('built')");
});
