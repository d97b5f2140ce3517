// `npm run gallery`: the gallery's pictures (docs/gallery.md), taken from the production builds against the
// sandbox. It runs the end-to-end journeys with GALLERY_DIR set; e2e/support/screen-audit.ts
// saves the first sighting of every screen and popup there once it has finished loading
// (e2e/support/busy-screen.ts), and the gallery-only spec
// (e2e/tests/gallery, run only with GALLERY_DIR) drives to the screens and popups journeys leave
// before they settle. The journeys in English and e2e/tests/platform/every-route-in-english.spec.ts
// picture every route in English into en/. The WebKit suite (e2e/webkit/, with its gallery-only
// spec) then pictures every route again in WebKit. This script writes docs/gallery.md's tables and
// fails if a route that draws something, or one of the main popups, was never pictured, or a route
// Chromium pictured has no English or no WebKit picture (WEBKIT_NOT_PICTURED names the exception
// and why).
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { routesOfTheApp } = require('./app-routes');
const { missingPictures } = require('./gallery-missing');

const root = path.join(__dirname, '..');
const galleryDir = path.join(root, 'docs', 'gallery');
const pagePath = path.join(root, 'docs', 'gallery.md');
const START = '<!-- gallery:start (written by npm run gallery) -->';
const END = '<!-- gallery:end -->';
const COLUMNS = 3;

/** Routes that draw nothing: they forward at once, so there is no screen to picture. */
const DRAW_NOTHING = {
  '/': 'forwards to liff.state, wantToGoTo or /register',
  '/stamp-consent-action': 'stores the consent result inside the consent frame, then returns',
};

/** The popups by the id that names them (kernel overlays, captcha) or, without one, by kind. */
const POPUP_NAMES = {
  'k-alert-title': 'alert popup',
  'k-confirm-title': 'question popup',
  'k-success-title': 'success popup',
  'reg-captcha-title': 'captcha',
  calendar: 'calendar',
  dialog: 'calendar',
};

/** The main popups the gallery must show, whatever screen they were met on. */
const REQUIRED_POPUPS = ['alert popup', 'question popup', 'success popup', 'calendar', 'captcha'];

/** 'add-account-:accountNo--k-alert-title.png' → { route: '/add-account/:accountNo', popup: 'alert popup' } */
function describe(file, routes) {
  const [routePart, popupPart] = file.replace(/\.png$/, '').split('--');
  const route = routes.find((candidate) => candidate.slice(1).replace(/[/:]+/g, '-') === routePart) ?? `/${routePart}`;
  // Popups with a heading are named by its id; the calendar alone is named by its own Thai label
  // (the date field it fills), which the file name keeps only in part.
  const popup = popupPart ? (POPUP_NAMES[popupPart] ?? (/^[\x20-\x7e]+$/.test(popupPart) ? popupPart : 'calendar')) : null;
  return { file, route, popup };
}

/** One picture per route and popup: a journey's sighting and the gallery spec's may both exist. */
function oneOfEach(shots) {
  const kept = new Map();
  for (const shot of [...shots].sort((a, b) => a.file.length - b.file.length || a.file.localeCompare(b.file))) {
    const key = `${shot.route}|${shot.popup ?? ''}`;
    if (kept.has(key)) fs.rmSync(path.join(galleryDir, shot.file));
    else kept.set(key, shot);
  }
  return [...kept.values()];
}

function takePictures() {
  fs.rmSync(galleryDir, { recursive: true, force: true });
  fs.mkdirSync(galleryDir, { recursive: true });
  const run = spawnSync('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, GALLERY_DIR: galleryDir, PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(root, 'test-results', 'gallery-e2e.json') },
  });
  if (run.status !== 0) console.warn('gallery: some journeys failed; their screens may be missing below.');
  takeWebKitPictures();
}

/** The WebKit journeys (e2e/webkit/) picture each route they reach in docs/gallery/webkit/. */
function takeWebKitPictures() {
  fs.rmSync(path.join(galleryDir, 'webkit'), { recursive: true, force: true });
  const run = spawnSync('npx', ['playwright', 'test', '--config', 'e2e/webkit/playwright.webkit.config.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, GALLERY_DIR: galleryDir, PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(root, 'test-results', 'gallery-webkit.json') },
  });
  if (run.status !== 0) console.warn('gallery: some WebKit journeys failed; their screens may be missing below.');
}

/**
 * Routes with no WebKit picture, and why. None today: a screen that leaves as soon as the bank
 * answers is held there by the sandbox (`/__sandbox/hold-next`), since WebDriver cannot hold a request.
 */
const WEBKIT_NOT_PICTURED = {};

function webKitFiles() {
  const dir = path.join(galleryDir, 'webkit');
  return new Set(fs.existsSync(dir) ? fs.readdirSync(dir).filter((file) => file.endsWith('.png')) : []);
}

/** Every route of Chromium's gallery, its picture beside WebKit's of the same route and state. */
function webKitSection(shots, routes) {
  const webkit = webKitFiles();
  const screens = shots.filter((shot) => !shot.popup).sort((a, b) => routes.indexOf(a.route) - routes.indexOf(b.route));
  const rows = screens.map((shot) => {
    const right = webkit.has(shot.file)
      ? `![${shot.route} in WebKit](gallery/webkit/${shot.file})`
      : `not pictured: ${WEBKIT_NOT_PICTURED[shot.route] ?? 'missing'}`;
    return `| \`${shot.route}\` | ![${shot.route} in Chromium](gallery/${shot.file}) | ${right} |`;
  });
  if (rows.length === 0) return '';
  return [
    '',
    '**Chromium and WebKit**, route by route (WebKit: e2e/webkit/, at 390 × 844):',
    '',
    '| route | Chromium | WebKit |',
    '|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

function englishFiles() {
  const dir = path.join(galleryDir, 'en');
  return new Set(fs.existsSync(dir) ? fs.readdirSync(dir).filter((file) => file.endsWith('.png')) : []);
}

/** Every route, and each popup met in both languages, its Thai picture beside its English one. */
function englishSection(shots, routes) {
  const english = englishFiles();
  const order = (shot) => routes.indexOf(shot.route) * 100 + (shot.popup ? 1 : 0);
  const rows = shots
    .filter((shot) => !shot.popup || english.has(shot.file))
    .sort((a, b) => order(a) - order(b) || a.file.localeCompare(b.file))
    .map((shot) => {
      const name = `${shot.route}${shot.popup ? ` + ${shot.popup}` : ''}`;
      const right = english.has(shot.file) ? `![${name} in English](gallery/en/${shot.file})` : 'not pictured';
      return `| \`${name}\` | ![${name} in Thai](gallery/${shot.file}) | ${right} |`;
    });
  if (rows.length === 0) return '';
  return [
    '',
    '**Thai and English**, route by route (LINE in English, or English picked with the switch):',
    '',
    '| screen | Thai | English |',
    '|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

/**
 * The screens the dark-scheme journeys (e2e/tests/platform/dark-mode.spec.ts) pictured into
 * dark/ (e2e/support/screen-audit.ts), each beside its light picture.
 */
function darkSection(shots, routes) {
  const dir = path.join(galleryDir, 'dark');
  const keyOf = (shot) => `${shot.route}|${shot.popup ?? ''}`;
  const light = new Map(shots.map((shot) => [keyOf(shot), shot]));
  const dark = fs.existsSync(dir) ? fs.readdirSync(dir).filter((file) => file.endsWith('.png')) : [];
  const order = (shot) => routes.indexOf(shot.route) * 100 + (shot.popup ? 1 : 0);
  const rows = dark
    .map((file) => describe(file, routes))
    .filter((shot) => light.has(keyOf(shot)))
    .sort((a, b) => order(a) - order(b) || a.file.localeCompare(b.file))
    .map((shot) => {
      const name = `${shot.route}${shot.popup ? ` + ${shot.popup}` : ''}`;
      return `| \`${name}\` | ![${name}](gallery/${light.get(keyOf(shot)).file}) | ![${name} in the dark](gallery/dark/${shot.file}) |`;
    });
  if (rows.length === 0) return '';
  return [
    '',
    '**Light and dark**, the key screens in both schemes (the phone set to dark mode):',
    '',
    '| screen | light | dark |',
    '|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

function writeGalleryPage(shots, routes) {
  const order = (shot) => routes.indexOf(shot.route) * 100 + (shot.popup ? 1 : 0);
  const sorted = [...shots].sort((a, b) => order(a) - order(b) || a.file.localeCompare(b.file));
  const cells = sorted.map((shot) => {
    const caption = `\`${shot.route}\`${shot.popup ? ` + ${shot.popup}` : ''}`;
    return `![${shot.route}${shot.popup ? ` ${shot.popup}` : ''}](gallery/${shot.file}) ${caption}`;
  });
  const rows = [];
  for (let index = 0; index < cells.length; index += COLUMNS) {
    const row = cells.slice(index, index + COLUMNS);
    while (row.length < COLUMNS) row.push('');
    rows.push(`| ${row.join(' | ')} |`);
  }
  const table = [`|${' |'.repeat(COLUMNS)}`, `|${'---|'.repeat(COLUMNS)}`, ...rows].join('\n');
  const nothing = Object.entries(DRAW_NOTHING)
    .map(([route, what]) => `\`${route}\` draws nothing (${what}).`)
    .join(' ');
  const section = `${START}\n${table}\n\n${nothing}\n${englishSection(shots, routes)}${webKitSection(shots, routes)}${darkSection(shots, routes)}${END}`;
  const page = fs.readFileSync(pagePath, 'utf8');
  const start = page.indexOf(START);
  const end = page.indexOf(END);
  if (start < 0 || end < 0) throw new Error('docs/gallery.md has no gallery markers');
  fs.writeFileSync(pagePath, page.slice(0, start) + section + page.slice(end + END.length));
}

/**
 * Removes the pictures of routes the app does not have: a screen a spec makes up for itself (the
 * added screen of e2e/tests/platform/squad-adds-a-screen.spec.ts) is audited like any other, but
 * it is no screen of the app.
 */
function dropMadeUpScreens(routes) {
  for (const folder of ['', 'en', 'webkit', 'dark', path.join('dark', 'en')]) {
    const dir = path.join(galleryDir, folder);
    if (!fs.existsSync(dir)) continue;
    for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.png'))) {
      if (!routes.includes(describe(file, routes).route)) fs.rmSync(path.join(dir, file));
    }
  }
}

const routes = routesOfTheApp();
if (process.argv.includes('--webkit-only')) takeWebKitPictures();
else if (!process.argv.includes('--page-only')) takePictures();
dropMadeUpScreens(routes);
const allShots = fs
  .readdirSync(galleryDir)
  .filter((file) => file.endsWith('.png'))
  .map((file) => describe(file, routes));
const shots = oneOfEach(allShots);
writeGalleryPage(shots, routes);
const pictured = new Set(shots.map((shot) => shot.route));
const popups = new Set(shots.map((shot) => shot.popup).filter(Boolean));
const webkit = webKitFiles();
const english = englishFiles();
const missing = missingPictures({
  routes,
  shots,
  english,
  webkit,
  drawNothing: Object.keys(DRAW_NOTHING),
  requiredPopups: REQUIRED_POPUPS,
  webkitNotPictured: Object.keys(WEBKIT_NOT_PICTURED),
});
const webKitBytes = [...webkit].reduce((sum, file) => sum + fs.statSync(path.join(galleryDir, 'webkit', file)).size, 0);
const bytes = shots.reduce((sum, shot) => sum + fs.statSync(path.join(galleryDir, shot.file)).size, 0);
console.log(
  `gallery: ${shots.length} pictures (${(bytes / 1024).toFixed(0)} KiB), ${pictured.size} of ${routes.length} routes pictured ` +
    `(${Object.keys(DRAW_NOTHING).length} draw nothing), popups: ${[...popups].join(', ')}; ` +
    `English: ${english.size} pictures; WebKit: ${webkit.size} pictures (${(webKitBytes / 1024).toFixed(0)} KiB)`,
);
if (missing.length > 0) {
  console.error(`gallery: missing pictures:\n${missing.map((line) => `  ${line}`).join('\n')}`);
  process.exit(1);
}
