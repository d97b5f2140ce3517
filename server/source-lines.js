// Turns a stack from an error report (sandbox-api/CONTROLS.md `GET /__sandbox/client-reports`, or
// the bank's collector) into source lines, with the hidden source maps a production build keeps
// beside its files (webpack.shared.js). Reads the stack from a file or stdin:
//   node server/source-lines.js report-stack.txt [--maps host/dist,remote-registration/dist,…]
// Each frame `(https://…/name.1a2b3c4d.js:1:943)` becomes `at fn (shared-kernel/src/…ts:42:7)`;
// a frame whose file has no map stays as it was.
const fs = require('node:fs');
const path = require('node:path');
const { SourceMap } = require('node:module');

const root = path.join(__dirname, '..');
const DEFAULT_MAPS = ['host', 'remote-registration', 'remote-settings', 'remote-statement'].map((dir) => path.join(root, dir, 'dist'));
// `at name (url:line:column)` or `at url:line:column`, as V8 writes a frame.
const FRAME = /(\(|\bat\s+)(https?:\/\/[^\s()]+?|\/[^\s()]+?):(\d+):(\d+)(\)?)/g;

/** @param {string[]} dirs build folders whose `*.map` files name the reported files */
function sourceMapsIn(dirs) {
  const cache = new Map();
  return (fileName) => {
    if (cache.has(fileName)) return cache.get(fileName);
    const dir = dirs.find((candidate) => fs.existsSync(path.join(candidate, `${fileName}.map`)));
    const map = dir ? new SourceMap(JSON.parse(fs.readFileSync(path.join(dir, `${fileName}.map`), 'utf8'))) : null;
    cache.set(fileName, map);
    return map;
  };
}

/** The stack with every frame that has a source map replaced by its source file, line and column. */
function sourceLines(stack, dirs = DEFAULT_MAPS) {
  const mapFor = sourceMapsIn(dirs);
  return stack.replace(FRAME, (frame, before, url, line, column, after) => {
    const map = mapFor(path.posix.basename(new URL(url, 'https://app.invalid').pathname));
    const entry = map?.findEntry(Number(line) - 1, Number(column) - 1);
    if (!entry || !entry.originalSource) return frame;
    const source = entry.originalSource.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '');
    return `${before}${source}:${entry.originalLine + 1}:${entry.originalColumn + 1}${after}`;
  });
}

if (require.main === module) {
  const args = process.argv.slice(2);
  const mapsAt = args.indexOf('--maps');
  const dirs = mapsAt === -1 ? DEFAULT_MAPS : args[mapsAt + 1].split(',').map((dir) => path.resolve(dir));
  const input = args[0] && args[0] !== '--maps' ? fs.readFileSync(args[0], 'utf8') : fs.readFileSync(0, 'utf8');
  process.stdout.write(`${sourceLines(input, dirs)}\n`);
}

module.exports = { sourceLines };
