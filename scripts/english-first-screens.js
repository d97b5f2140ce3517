// Build time, for ./prerender-screens.js: a remote's first screens are drawn twice, in Thai and
// in English, and each route's entry carries the English drawing as `screenEn` beside `screen`
// (docs/remote-screens.md), which the host's server puts into an English page
// (server/page-language.js). The build fails when a drawing, Thai or English, has no heading or
// markup the host would refuse, when a route drawn in Thai has no English drawing, or when that
// shows Thai outside an element marked lang="th" (the language switch names ภาษาไทย in Thai on
// purpose): the English drawing must be the whole screen in English.
const { setImmediate } = require('node:timers/promises');
const { JSDOM } = require('jsdom');
const { markupProblem } = require('../server/screen-markup');

const THAI = /[\u0E00-\u0E7F]+/;

/**
 * Runs the prerender bundle in a page of `language`: what its `prerender` says of that page, and
 * its `pages` (a remote's routes; none for the host's own records). The kernel
 * starts in the language of `<html lang>` (shared-kernel/src/core/language/language.ts), and in
 * English every catalogue begins fetching its English as its module runs
 * (shared-kernel/src/core/language/catalogue.ts): in the bundle's one chunk that is a chain of
 * resolved promises, so once the current job has ended every catalogue has its language and
 * nothing suspends while drawing.
 */
async function prerenderIn(script, language) {
  const dom = new JSDOM(`<!doctype html><html lang="${language}"><head></head><body></body></html>`, {
    url: 'http://localhost/',
    runScripts: 'outside-only',
  });
  dom.window.eval(script);
  await setImmediate();
  const { prerender, pages } = dom.window.lksPrerender;
  return { described: prerender(dom.window.document), pages };
}

/** The first Thai text of `html` outside an element marked lang="th" (its text or an attribute), or null. */
function thaiOutsideThai(html) {
  const fragment = JSDOM.fragment(`<div>${html}</div>`);
  fragment.querySelectorAll('[lang="th"], [lang^="th-"]').forEach((marked) => marked.remove());
  const text = THAI.exec(fragment.textContent ?? '');
  if (text) return text[0];
  for (const element of fragment.querySelectorAll('*'))
    for (const { name, value } of element.attributes) {
      const found = THAI.exec(value);
      if (found) return `${found[0]} (${name})`;
    }
  return null;
}

/**
 * Throws unless `drawing`, the first screen of `route` in `language` (Thai or English), has a
 * heading and markup the host takes: the host would leave it out (server/screen-markup.js), so
 * the build says so instead.
 */
function checkDrawing(route, drawing, language) {
  if (!drawing?.html.includes('<h1')) throw new Error(`the first screen of ${route} has no ${language} drawing with a heading`);
  const markup = markupProblem(drawing.html);
  if (markup) throw new Error(`the ${language} first screen of ${route} is refused by the host's markup allow-list: ${markup}`);
}

/**
 * The Thai first screens with each route's English drawing added as `screenEn`; throws when a
 * route drawn in Thai has a drawing in either language without a heading or one the host would
 * refuse, or an English one that is not all English: before anything is written.
 */
function withEnglishScreens(thai, english) {
  const routes = Object.entries(thai.routes).map(([route, entry]) => {
    if (!entry.screen) return [route, entry];
    const screenEn = english.routes[route]?.screen;
    checkDrawing(route, entry.screen, 'Thai');
    checkDrawing(route, screenEn, 'English');
    const thaiText = thaiOutsideThai(screenEn.html);
    if (thaiText) throw new Error(`the English first screen of ${route} shows Thai outside lang="th": ${thaiText}`);
    return [route, { ...entry, screenEn }];
  });
  return { ...thai, routes: Object.fromEntries(routes) };
}

module.exports = { prerenderIn, thaiOutsideThai, withEnglishScreens };
