// The build's targets, derived from the supported browsers (.browserslistrc, docs/browsers.md).
const path = require('node:path');
const browserslist = require('browserslist');

const ROOT = path.join(__dirname, '..', '..');

/**
 * The first version of each engine that parses every syntax of an ECMAScript edition (the
 * edition's syntax only: library APIs are the typecheck's `lib`, see docs/browsers.md). An engine
 * not named here is unknown, and an unknown engine gets no newer edition than ES5.
 * ES2022's last syntax is class static blocks (Safari 16.4); ES2021's logical assignment.
 */
const EDITION_SYNTAX_SINCE = {
  2022: { chrome: 94, and_chr: 94, edge: 94, firefox: 93, safari: 16.4, ios_saf: 16.4 },
  2021: { chrome: 85, and_chr: 85, edge: 85, firefox: 79, safari: 14, ios_saf: 14 },
  2020: { chrome: 80, and_chr: 80, edge: 80, firefox: 80, safari: 14, ios_saf: 14 },
  2019: { chrome: 73, and_chr: 73, edge: 79, firefox: 62, safari: 12, ios_saf: 12 },
};

/** The lowest version a browserslist entry such as 'ios_saf 15.6-15.8' stands for. */
function parseEntry(entry) {
  const [name, range] = entry.split(' ');
  return { name, version: Number.parseFloat(range.split('-')[0]) };
}

/** The newest ECMAScript edition whose syntax every listed browser parses. */
function ecmaEditionFor(browsers) {
  const entries = browsers.map(parseEntry);
  const editions = Object.keys(EDITION_SYNTAX_SINCE)
    .map(Number)
    .sort((a, b) => b - a);
  for (const edition of editions) {
    const since = EDITION_SYNTAX_SINCE[edition];
    if (entries.every(({ name, version }) => since[name] !== undefined && version >= since[name])) return edition;
  }
  return 5;
}

/** The supported browsers, as browserslist reads them from the repository's .browserslistrc. */
function supportedBrowsers() {
  return browserslist(undefined, { path: ROOT });
}

/** The edition the build emits and the shipped-syntax check allows. */
function shippedEcmaEdition() {
  return ecmaEditionFor(supportedBrowsers());
}

module.exports = { ecmaEditionFor, shippedEcmaEdition, supportedBrowsers, EDITION_SYNTAX_SINCE };
