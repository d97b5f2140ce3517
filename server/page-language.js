// The language the host page is first painted in, before any script has asked LIFF
// (docs/behaviour.md#language): the customer's own pick with the language switch, which the app
// keeps in a cookie for the server to read; else LINE's, which LINE's in-app browser sends as
// Accept-Language. Thai for Thai, English for any other language the header prefers, Thai when
// it names none (the app's default). The app corrects it if LIFF says otherwise.

const { cookiePairs } = require('./request-cookies');

/** The cookie the language switch writes: `th` or `en`, nothing else (shared-kernel/src/core/storage/keys.ts). */
const LANGUAGE_COOKIE = 'lks_language';

/** The language the customer picked on this device, from the request's `Cookie` header: 'th', 'en' or null. */
function pickedLanguage(cookieHeader) {
  if (typeof cookieHeader !== 'string') return null;
  for (const [name, value] of cookiePairs(cookieHeader)) if (name === LANGUAGE_COOKIE && (value === 'th' || value === 'en')) return value;
  return null;
}

/**
 * The page's language: a valid picked language from `cookieHeader` first, then Accept-Language:
 * 'en-US,en;q=0.9,th;q=0.8' → 'en'; 'th-TH,th;q=0.9' → 'th'; none, or only '*' → 'th'.
 */
function pageLanguage(acceptLanguage, cookieHeader) {
  const picked = pickedLanguage(cookieHeader);
  if (picked) return picked;
  if (typeof acceptLanguage !== 'string') return 'th';
  let best = null;
  for (const part of acceptLanguage.split(',').slice(0, 32)) {
    const [tag, ...params] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (!/^[a-z]{1,8}$/.test(primary)) continue;
    const q = params.map((param) => /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/.exec(param)).find(Boolean);
    const weight = q ? Number(q[1]) : 1;
    // The first of equal weights wins (RFC 9110, section 12.5.4 leaves it to the server).
    if (weight > 0 && (best === null || weight > best.weight)) best = { primary, weight };
  }
  if (best === null) return 'th';
  return best.primary === 'th' ? 'th' : 'en';
}

/**
 * The page in `language`: `<html lang>` says it, and the first screen is the route's drawing in
 * that language (docs/remote-screens.md): `screen` in Thai, `screenEn` in English, whose heading
 * names an English page (empty without a drawing, until the app names it). A remote that
 * publishes no English drawing (an earlier release) gives an English page none: the app draws it
 * in English, where a Thai drawing first would flash the wrong language.
 * @param {string} template
 * @param {{ screen?: object, screenEn?: { heading: string } } | undefined} route the route's entry of its remote's
 *   first-screens.json, as ./remote-screens.js read it (with the English drawing's heading)
 * @param {'th' | 'en'} language
 */
function inPageLanguage(template, route, language) {
  if (language === 'th') return { template, screen: route?.screen };
  const screen = route?.screenEn;
  // Named as the app names a screen once started (its heading): the page's Thai name would be
  // read out in English. The drawing's markup is escaped and allow-listed (./screen-markup.js).
  const title = screen?.heading ?? '';
  return {
    template: template
      .replace(/<html lang="th">/, `<html lang="${language}">`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`),
    screen,
  };
}

module.exports = { pageLanguage, inPageLanguage, LANGUAGE_COOKIE };
