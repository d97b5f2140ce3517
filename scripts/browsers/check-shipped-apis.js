// CI's shipped-features check: the built-in APIs and CSS the production builds use that a
// supported browser (.browserslistrc, docs/browsers.md) lacks. The syntax check beside it
// (check-shipped-syntax.js) cannot see these: `crypto.randomUUID()` parses everywhere and throws
// on iOS 15.0-15.3. A feature the supported browsers all have is not looked for at all, so the
// list below may hold features that are fine today; it is read against .browserslistrc each run.
const fs = require('node:fs');
const path = require('node:path');
const lite = require('caniuse-lite');
const { ROOT, shippedFiles } = require('./shipped-files');
const { supportedBrowsers } = require('./targets');

/**
 * Each feature: how its use reads in minified code (`uses`), and where support starts, from
 * caniuse-lite (`caniuse`, the feature's id) or, where caniuse has none, from MDN's browser
 * compatibility data (`since`: the first version of each engine, browserslist's names; Android
 * Chrome follows Chrome). A use is accepted when the same file tests for the feature (`guard`:
 * `"name"in`, `typeof ….name`, `….name?`, `&&` or `||`), or when `degrades` says what the customer
 * on a browser without it gets instead, or when `unreachable` names the library files whose use
 * never runs on the browsers that lack it, and why. `removes` names what a browser without a
 * script API lacks (paths from the global object), for the journey run without them
 * (e2e/tests/platform/oldest-iphone-built-ins.spec.ts).
 */
const FEATURES = [
  {
    name: 'crypto.randomUUID()',
    removes: ['Crypto.prototype.randomUUID'],
    uses: /\.randomUUID\(/,
    guard: 'randomUUID',
    since: { chrome: 92, edge: 92, firefox: 95, safari: 15.4, ios_saf: 15.4 },
  },
  {
    name: 'requestIdleCallback()',
    removes: ['requestIdleCallback', 'cancelIdleCallback'],
    uses: /\b(request|cancel)IdleCallback\b/,
    guard: 'requestIdleCallback',
    caniuse: 'requestidlecallback',
  },
  {
    name: 'URL.canParse()',
    removes: ['URL.canParse'],
    uses: /\bURL\.canParse\(/,
    guard: 'canParse',
    since: { chrome: 120, edge: 120, firefox: 115, safari: 17, ios_saf: 17 },
  },
  {
    name: 'Array.prototype.at()',
    removes: ['Array.prototype.at', 'String.prototype.at'],
    uses: /\.at\(/,
    since: { chrome: 92, edge: 92, firefox: 90, safari: 15.4, ios_saf: 15.4 },
    unreachable: {
      files: /^host[\\/]dist[\\/]web-vitals\./,
      why: 'web-vitals reads the last layout-shift and event-timing entries, which Safari before 26.2 never reports',
    },
  },
  {
    name: 'Object.hasOwn()',
    removes: ['Object.hasOwn'],
    uses: /\bObject\.hasOwn\(/,
    since: { chrome: 93, edge: 93, firefox: 92, safari: 15.4, ios_saf: 15.4 },
  },
  {
    name: 'structuredClone()',
    removes: ['structuredClone'],
    uses: /\bstructuredClone\(/,
    since: { chrome: 98, edge: 98, firefox: 94, safari: 15.4, ios_saf: 15.4 },
  },
  {
    name: 'Array.prototype.findLast()',
    removes: ['Array.prototype.findLast', 'Array.prototype.findLastIndex'],
    uses: /\.findLast(Index)?\(/,
    since: { chrome: 97, edge: 97, firefox: 104, safari: 15.4, ios_saf: 15.4 },
  },
  {
    name: 'Array.prototype.toSorted() and its kin',
    removes: ['Array.prototype.toSorted', 'Array.prototype.toReversed', 'Array.prototype.toSpliced', 'Array.prototype.with'],
    uses: /\.to(Sorted|Reversed|Spliced)\(/,
    since: { chrome: 110, edge: 110, firefox: 115, safari: 16, ios_saf: 16 },
  },
  {
    name: 'Object.groupBy()',
    removes: ['Object.groupBy', 'Map.groupBy'],
    uses: /\b(Object|Map)\.groupBy\(/,
    since: { chrome: 117, edge: 117, firefox: 119, safari: 17.4, ios_saf: 17.4 },
  },
  {
    name: 'Promise.withResolvers()',
    removes: ['Promise.withResolvers'],
    uses: /\bPromise\.withResolvers\(/,
    since: { chrome: 119, edge: 119, firefox: 121, safari: 17.4, ios_saf: 17.4 },
  },
  {
    name: 'AbortSignal.timeout()',
    removes: ['AbortSignal.timeout'],
    uses: /\bAbortSignal\.timeout\(/,
    since: { chrome: 103, edge: 103, firefox: 100, safari: 16, ios_saf: 16 },
  },
  {
    name: 'AbortSignal.any()',
    removes: ['AbortSignal.any'],
    uses: /\bAbortSignal\.any\(/,
    since: { chrome: 116, edge: 116, firefox: 124, safari: 17.4, ios_saf: 17.4 },
  },
  {
    name: 'Element.checkVisibility()',
    removes: ['Element.prototype.checkVisibility'],
    uses: /\.checkVisibility\(/,
    since: { chrome: 105, edge: 105, firefox: 106, safari: 17.4, ios_saf: 17.4 },
  },
  {
    name: 'navigator.userActivation',
    removes: ['Navigator.prototype.userActivation'],
    uses: /\.userActivation\b/,
    guard: 'userActivation',
    since: { chrome: 72, edge: 79, firefox: 120, safari: 16.4, ios_saf: 16.4 },
  },
  {
    name: 'Intl.Segmenter',
    removes: ['Intl.Segmenter'],
    uses: /\bIntl\.Segmenter\b/,
    since: { chrome: 87, edge: 87, firefox: 125, safari: 14.1, ios_saf: 14.1 },
  },
  {
    name: 'String.prototype.replaceAll()',
    removes: ['String.prototype.replaceAll'],
    uses: /\.replaceAll\(/,
    since: { chrome: 85, edge: 85, firefox: 77, safari: 13.1, ios_saf: 13.4 },
  },
  {
    name: '<dialog> showModal()',
    removes: ['HTMLDialogElement.prototype.showModal'],
    uses: /\.showModal\(/,
    guard: 'showModal',
    caniuse: 'dialog',
  },
  {
    name: 'popover',
    removes: ['HTMLElement.prototype.showPopover', 'HTMLElement.prototype.hidePopover', 'HTMLElement.prototype.togglePopover'],
    uses: /\.(show|hide|toggle)Popover\(/,
    since: { chrome: 114, edge: 114, firefox: 125, safari: 17, ios_saf: 17 },
  },
  // CSS, as the kernel and the remotes ship it: inside their scripts' strings.
  {
    name: 'CSS overflow-wrap: anywhere',
    uses: /overflow-wrap:\s*anywhere/,
    since: { chrome: 80, edge: 80, firefox: 65, safari: 15.4, ios_saf: 15.4 },
  },
  // In a list, a selector a browser cannot read takes the list's other selectors down with it.
  {
    name: 'CSS :focus-visible in a selector list',
    uses: /,[^{}"]*:focus-visible[^{}"]*\{|:focus-visible[^{},"]*,[^{}"]*\{/,
    caniuse: 'css-focus-visible',
  },
  {
    name: 'CSS :focus-visible',
    uses: /:focus-visible\b/,
    caniuse: 'css-focus-visible',
    degrades: 'a rule of its own: a browser without it drops that rule and draws its own focus ring on the focused control',
  },
  {
    name: 'CSS accent-color',
    uses: /accent-color:/,
    since: { chrome: 93, edge: 93, firefox: 92, safari: 15.4, ios_saf: 15.4 },
    degrades: "the check box, radio or switch keeps the browser's own colour, and works as ever",
  },
  { name: 'CSS :has()', uses: /:has\(/, caniuse: 'css-has' },
  { name: 'CSS dvh, svh, lvh', uses: /\d[dsl]v[hw]\b/, since: { chrome: 108, edge: 108, firefox: 101, safari: 15.4, ios_saf: 15.4 } },
  { name: 'CSS color-mix()', uses: /color-mix\(/, since: { chrome: 111, edge: 111, firefox: 113, safari: 16.2, ios_saf: 16.2 } },
  { name: 'CSS light-dark()', uses: /light-dark\(/, since: { chrome: 123, edge: 123, firefox: 120, safari: 17.5, ios_saf: 17.5 } },
  {
    name: 'CSS text-wrap: balance or pretty',
    uses: /text-wrap:\s*(balance|pretty)/,
    since: { chrome: 114, edge: 114, firefox: 121, safari: 17.4, ios_saf: 17.4 },
  },
  { name: 'CSS container queries', uses: /@container\b|container-type:/, caniuse: 'css-container-queries' },
  { name: 'CSS inset', uses: /[{;]inset:/, since: { chrome: 87, edge: 87, firefox: 66, safari: 14.1, ios_saf: 14.5 } },
  { name: 'CSS aspect-ratio', uses: /aspect-ratio:/, since: { chrome: 88, edge: 88, firefox: 89, safari: 15, ios_saf: 15 } },
];

/** The lowest version a browserslist entry such as 'ios_saf 15.0-15.1' stands for. */
function parseEntry(entry) {
  const [name, range] = entry.split(' ');
  return { name, range, version: Number.parseFloat(range.split('-')[0]) };
}

/** The supported browsers (browserslist entries) that lack `feature`. */
function lackingIn(feature, browsers) {
  const stats = feature.caniuse ? lite.feature(require(`caniuse-lite/data/features/${feature.caniuse}.js`)).stats : null;
  return browsers.filter((entry) => {
    const { name, range, version } = parseEntry(entry);
    if (stats) return !/^[ya]/.test(stats[name]?.[range] ?? 'n');
    const first = feature.since[name === 'and_chr' ? 'chrome' : name];
    return first === undefined || version < first;
  });
}

/** True when `source` tests for the feature before using it (see FEATURES). */
function guarded(source, name) {
  if (!name) return false;
  return (
    source.includes(`"${name}"in`) ||
    new RegExp(`typeof [\\w$.]*\\b${name}\\b`).test(source) ||
    new RegExp(`\\.${name}(\\?|&&|\\|\\|)`).test(source)
  );
}

/**
 * Every use of a feature some supported browser lacks: `refused` (unguarded, no fallback: the
 * check fails) and `accepted` (with the reason), each with the file, the browsers and the code.
 */
function shippedFeatures({ files, browsers = supportedBrowsers(), read = (file) => fs.readFileSync(file, 'utf8') }) {
  const lacking = FEATURES.map((feature) => ({ feature, lacking: lackingIn(feature, browsers) })).filter(
    (entry) => entry.lacking.length > 0,
  );
  const refused = [];
  const accepted = [];
  for (const file of files) {
    const source = read(file);
    const relative = path.relative(ROOT, file);
    for (const { feature, lacking: missing } of lacking) {
      const use = feature.uses.exec(source);
      if (!use) continue;
      const finding = {
        file: relative,
        feature: feature.name,
        lacking: missing,
        code: source.slice(Math.max(0, use.index - 40), use.index + 40),
      };
      const unreachable = feature.unreachable?.files.test(relative) ? feature.unreachable.why : null;
      const reason = guarded(source, feature.guard) ? 'tested for before use' : (feature.degrades ?? unreachable);
      if (reason) accepted.push({ ...finding, reason });
      else refused.push(finding);
    }
  }
  return { looked: lacking.map((entry) => entry.feature.name), refused, accepted };
}

/** 'ios_saf 15.0-15.1, ios_saf 15.2-15.3, chrome 109' as 'ios_saf 15.0-15.3, chrome 109-109'. */
function oldest(entries) {
  const byName = new Map();
  for (const entry of entries) {
    const { name, range } = parseEntry(entry);
    const [from, to = from] = range.split('-');
    const seen = byName.get(name) ?? { from, to };
    if (Number.parseFloat(from) <= Number.parseFloat(seen.from)) seen.from = from;
    if (Number.parseFloat(to) >= Number.parseFloat(seen.to)) seen.to = to;
    byName.set(name, seen);
  }
  return [...byName].map(([name, { from, to }]) => `${name} ${from}-${to}`).join(', ');
}

if (require.main === module) {
  // Every script of the four builds, the host's page, and the styles and markup the server puts into it (the builds' .json).
  const files = shippedFiles(process.env.LKS_DIST ?? 'dist', /\.(js|html|css|json)$/);
  const { looked, refused, accepted } = shippedFeatures({ files });
  for (const { file, feature, lacking, reason } of accepted)
    console.log(`accepted ${file}: ${feature} (lacking in ${oldest(lacking)}): ${reason}`);
  for (const { file, feature, lacking, code } of refused)
    console.error(`${file}: ${feature}, lacking in ${oldest(lacking)}, unguarded: …${code}…`);
  console.log(
    `shipped features: ${files.length} files checked for ${looked.length} features a supported browser lacks, ${refused.length} unguarded uses`,
  );
  process.exit(refused.length === 0 && files.length > 0 ? 0 : 1);
}

module.exports = { FEATURES, lackingIn, shippedFeatures, guarded };
