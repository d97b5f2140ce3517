// The host page template's own markers (shared-kernel/src/core/ui/index.html): HTML comments the build
// keeps through minification (webpack.shared.js). `<!--lks:name-->` is a slot: the server puts
// something there or nothing. `<!--lks:name-->…<!--/lks:name-->` is a region: the server replaces
// what the build put between the two, or keeps it. The markers themselves never reach a browser.

const open = (name) => `<!--lks:${name}-->`;
const close = (name) => `<!--/lks:${name}-->`;

const count = (text, part) => text.split(part).length - 1;

/**
 * @param {string} template
 * @param {Record<string, string | undefined>} fill a slot left undefined is emptied; a region left undefined keeps the build's content
 */
function fillMarkers(template, fill) {
  let html = template;
  let start;
  // From a cursor past what was filled in: a filled value is never read for markers.
  let from = 0;
  while ((start = html.indexOf('<!--lks:', from)) !== -1) {
    const nameEnd = html.indexOf('-->', start);
    const name = html.slice(start + '<!--lks:'.length, nameEnd);
    const end = html.indexOf(close(name), nameEnd);
    const inner = end === -1 ? '' : html.slice(nameEnd + 3, end);
    const value = fill[name] ?? inner;
    html = `${html.slice(0, start)}${value}${html.slice(end === -1 ? nameEnd + 3 : end + close(name).length)}`;
    from = start + value.length;
  }
  return html;
}

/** Throws unless every slot and region is in the template exactly once. */
function assertMarkers(template, { slots, regions }) {
  const missing = [
    ...slots.filter((name) => count(template, open(name)) !== 1 || count(template, close(name)) !== 0),
    ...regions.filter((name) => count(template, open(name)) !== 1 || count(template, close(name)) !== 1),
  ];
  if (missing.length > 0) throw new Error(`host index.html lacks, or repeats, its markers: ${missing.join(', ')}`);
}

module.exports = { fillMarkers, assertMarkers };
