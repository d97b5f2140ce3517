// A reported stack from a minified production file, turned back into source lines with the
// build's hidden source map.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { minifySync } = require('@swc/core');
const { sourceLines } = require('./source-lines');

const SOURCE = [
  'export function formatThing(value) {',
  '  const shown = String(value);',
  '  if (!shown) throw new Error("empty thing");',
  '  return shown;',
  '}',
].join('\n');

test('each frame of a minified file with a map becomes its source file, line and column; others stay as they were', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'maps-'));
  const { code, map } = minifySync(
    { 'webpack://remote-registration/./src/pages/info/format-thing.ts': SOURCE },
    { sourceMap: true, module: true, compress: false, mangle: true },
  );
  fs.writeFileSync(path.join(dist, 'page-info.14d2c4cd.js.map'), map);
  const column = code.indexOf('throw') + 1;
  const stack = [
    'Error: empty thing',
    `    at r (https://line.bank.example/registration/page-info.14d2c4cd.js:1:${column})`,
    '    at Po (https://line.bank.example/framework.3f704c47.js:2:55784)',
  ].join('\n');
  const lines = sourceLines(stack, [dist]).split('\n');
  expect(lines[1]).toBe('    at r (src/pages/info/format-thing.ts:3:15)');
  expect(lines[2]).toBe('    at Po (https://line.bank.example/framework.3f704c47.js:2:55784)');
});
