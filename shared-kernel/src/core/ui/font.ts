import sarabunThai400 from '@fontsource/sarabun/files/sarabun-thai-400-normal.woff2';
import sarabunThai600 from '@fontsource/sarabun/files/sarabun-thai-600-normal.woff2';
import sarabunLatin400 from '@fontsource/sarabun/files/sarabun-latin-400-normal.woff2';
import sarabunLatin600 from '@fontsource/sarabun/files/sarabun-latin-600-normal.woff2';

// The Thai files hold the space and the no-break space as well (read from their cmap), so Thai
// text with spaces is drawn from them alone and a screen without Latin letters or digits needs no
// Latin file. Where two faces cover a character the one declared last is tried first (CSS Fonts
// 4, unicode-range), so the Thai faces come after the Latin ones.
const THAI_RANGE = 'U+0020, U+00A0, U+0E01-0E5B, U+200C-200D, U+25CC';
const LATIN_RANGE = 'U+0000-00FF, U+2000-206F, U+20AC, U+2122';

// Self-hosted subsets: a Thai page downloads only the files of the scripts it shows, about 10 KB each.
export const fontFaces = [
  [sarabunLatin400, 400, LATIN_RANGE],
  [sarabunLatin600, 600, LATIN_RANGE],
  [sarabunThai400, 400, THAI_RANGE],
  [sarabunThai600, 600, THAI_RANGE],
]
  .map(
    ([url, weight, range]) =>
      `@font-face{font-family:Sarabun;font-style:normal;font-display:swap;font-weight:${weight};src:url(${url}) format('woff2');unicode-range:${range}}`,
  )
  .join('');

/** The code point intervals of a unicode-range list ('U+0020, U+0E01-0E5B'). */
function intervalsOf(range: string): Array<[number, number]> {
  return range.split(',').map((part) => {
    const [from = '', to = from] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from, 16), parseInt(to, 16)];
  });
}

const covers = (intervals: Array<[number, number]>, codePoint: number) =>
  intervals.some(([from, to]) => codePoint >= from && codePoint <= to);

/**
 * Whether `text` has a character only the Latin faces draw (read from the ranges above, so the
 * two cannot drift apart). Build time: the server preloads the Latin file only for a drawn
 * screen that needs it (shared-kernel/src/core/prerender, server/host-page.js). Control characters
 * are never drawn.
 */
export function needsLatinFontFile(text: string): boolean {
  const thai = intervalsOf(THAI_RANGE);
  const latin = intervalsOf(LATIN_RANGE);
  return Array.from(text).some((character) => {
    const codePoint = character.codePointAt(0) ?? 0;
    return !/\p{Cc}/u.test(character) && covers(latin, codePoint) && !covers(thai, codePoint);
  });
}
