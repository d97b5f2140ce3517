// A remote's first-screen markup goes into the host's page before any script runs, so it is
// untrusted input to a page of the host's origin. It is checked against an allow-list and refused
// whole when anything is outside it, never cleaned: the server does not repair HTML, so nothing it
// accepts can parse in a browser otherwise than it was read here (docs/remote-screens.md, "How the
// host takes them").
//
// What is accepted is the syntax a DOM serialiser (innerHTML, which the remotes' prerender uses)
// writes, and only that: text without `<`; start tags `<name attr="value">` with lowercase names,
// double-quoted values and plain whitespace; end tags `</name>`. No comments, doctype, CDATA,
// unquoted or single-quoted values, self-closing syntax or stray `<`, so a browser's tokeniser and
// this one always see the same elements and attributes. No element that reads its content as raw
// text (script, style, textarea, title, noscript, …), embeds or navigates (iframe, object, embed,
// meta, base, form, a, img, link), and no attribute that carries a URL, a script or a style
// (event handlers, href, src, srcdoc, action, formaction, style, id and name, which could clobber
// the page's own globals).

const ELEMENTS = new Set([
  ...['main', 'div', 'section', 'article', 'header', 'footer', 'nav', 'aside'],
  ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'span', 'strong', 'em', 'b', 'i', 'small', 'br', 'hr'],
  ...['ul', 'ol', 'li', 'dl', 'dt', 'dd', 'button', 'label'],
  // Inline icons: shapes only (no <a>, <use>, <image>, <foreignObject>, <animate> or <set>).
  ...['svg', 'g', 'path', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'rect'],
]);
const VOID_ELEMENTS = new Set(['br', 'hr']);
const ATTRIBUTES = new Set([
  ...['class', 'tabindex', 'role', 'hidden', 'lang', 'dir', 'title', 'type', 'disabled'],
  ...['viewBox', 'focusable', 'fill', 'stroke', 'stroke-width', 'stroke-linecap', 'stroke-linejoin', 'fill-rule', 'clip-rule'],
  ...['d', 'cx', 'cy', 'r', 'rx', 'ry', 'x', 'y', 'x1', 'y1', 'x2', 'y2', 'width', 'height', 'points', 'transform', 'opacity'],
]);
const ARIA = /^aria-[a-z]+$/;
// Where a browser closes an element the markup left open (a <button> in a <button>, an <li>
// outside a list), its tree and the nesting checked here part; an end tag could then close the
// host's own #root. So those elements only where no implied end tag arises.
const PARENTS = { li: ['ul', 'ol'], dt: ['dl'], dd: ['dl'] };

const WHITESPACE = '[\\t\\n\\f\\r ]';
const TOKEN = new RegExp(
  ['([^<]+)', '</([a-z][a-z0-9]*)>', `<([a-z][a-z0-9]*)((?:${WHITESPACE}+[A-Za-z][A-Za-z0-9-]*(?:="[^"]*")?)*)${WHITESPACE}*>`].join('|'),
  'y',
);
const ATTRIBUTE = new RegExp(`${WHITESPACE}+([A-Za-z][A-Za-z0-9-]*)(?:="[^"]*")?`, 'g');

/** Why `html` is not markup a host page may carry, or null. */
function markupProblem(html) {
  const open = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < html.length) {
    const at = TOKEN.lastIndex;
    const token = TOKEN.exec(html);
    if (!token) return `markup the host does not read at ${JSON.stringify(html.slice(at, at + 20))}`;
    const [, text, end, start, attributes = ''] = token;
    if (text !== undefined) continue;
    if (end !== undefined) {
      if (open.pop() !== end) return `</${end}> does not close the element open there`;
      continue;
    }
    if (!ELEMENTS.has(start)) return `<${start}> is not an element a screen may hold`;
    for (const [, name] of attributes.matchAll(ATTRIBUTE)) {
      if (!ATTRIBUTES.has(name) && !ARIA.test(name)) return `${name} is not an attribute a screen may hold`;
    }
    const parents = PARENTS[start];
    if (parents && !parents.includes(open.at(-1))) return `<${start}> outside ${parents.map((parent) => `<${parent}>`).join(' or ')}`;
    if (start === 'button' && open.includes('button')) return '<button> inside a <button>';
    if (!VOID_ELEMENTS.has(start)) open.push(start);
  }
  return open.length === 0 ? null : `<${open.at(-1)}> is never closed`;
}

/** Why `style`, one of a screen's `<style>` elements ({ id, css }), may not go into the page, or null. */
function styleProblem(style) {
  if (typeof style?.id !== 'string' || !/^[\w-]+$/.test(style.id)) return 'a style has no plain id';
  // A stylesheet must not be able to end its <style> element.
  if (typeof style.css !== 'string' || style.css.includes('</')) return `style ${style.id} is not a plain stylesheet`;
  return null;
}

module.exports = { markupProblem, styleProblem };
