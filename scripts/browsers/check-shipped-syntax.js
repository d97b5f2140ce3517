// CI's shipped-syntax check: every JavaScript file the production builds ship parses as the
// ECMAScript edition the supported browsers all understand (.browserslistrc, docs/browsers.md),
// with no regular expression Safari 15 cannot parse.
// Our code is compiled to that edition; libraries are shipped as they come, so a library update
// with newer syntax fails here instead of on an older iPhone.
const fs = require('node:fs');
const path = require('node:path');
const acorn = require('acorn');
const { ROOT, shippedFiles } = require('./shipped-files');
const { shippedEcmaEdition } = require('./targets');

// A lookbehind is ES2018 but Safari parses it only from 16.4: on iOS 15 a chunk holding one fails
// to load as a whole. An unescaped `(?<=` or `(?<!`; a named group `(?<name>` is fine.
const LOOKBEHIND = /(^|[^\\])(\\\\)*\(\?<[=!]/;
function refuseLookbehind(token) {
  if (token.type !== acorn.tokTypes.regexp || !LOOKBEHIND.test(token.value.pattern)) return;
  throw Object.assign(new SyntaxError('a regular expression with a lookbehind (Safari before 16.4)'), { pos: token.start });
}

/** What in `source` is beyond `edition`, or null: the parser's message with the code around it. */
function syntaxBeyond(source, edition) {
  try {
    // Webpack's chunks and remoteEntry.js are classic scripts, not modules.
    acorn.parse(source, { ecmaVersion: edition, sourceType: 'script', onToken: refuseLookbehind });
    return null;
  } catch (error) {
    const at = error.pos ?? 0;
    return `${error.message}: …${source.slice(Math.max(0, at - 40), at + 40)}…`;
  }
}

function checkShippedSyntax(dist = process.env.LKS_DIST ?? 'dist') {
  const edition = shippedEcmaEdition();
  const files = shippedFiles(dist, /\.js$/);
  const findings = files
    .map((file) => ({ file: path.relative(ROOT, file), beyond: syntaxBeyond(fs.readFileSync(file, 'utf8'), edition) }))
    .filter((finding) => finding.beyond);
  return { edition, files: files.length, findings };
}

if (require.main === module) {
  const { edition, files, findings } = checkShippedSyntax();
  for (const { file, beyond } of findings) console.error(`${file}: ${beyond}`);
  console.log(`shipped syntax: ${files} files checked against ES${edition}, ${findings.length} beyond it`);
  process.exit(findings.length === 0 && files > 0 ? 0 : 1);
}

module.exports = { checkShippedSyntax, syntaxBeyond };
