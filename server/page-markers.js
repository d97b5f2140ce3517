// The host page template's own markers (shared-kernel/src/core/ui/index.html): HTML comments the build
// keeps through minification (webpack.shared.js). `<!--lks:name-->` is a slot: the server puts
// something there or nothing. `<!--lks:name-->…<!--/lks:name-->` is a region: the server replaces
// what the build put between the two, or keeps it. The markers themselves never reach a browser.

const open = (name) => `<!--lks:${name}-->`;
const close = (name) => `<!--/lks:${name}-->`;

const count = (text, part) => text.split(part).length - 1;

// A slot, or a region with the build's content between its two markers.
const MARKER = /<!--lks:([\w-]+)-->(?:([\s\S]*?)<!--\/lks:\1-->)?/g;

/**
 * @param {string} template
 * @param {Record<string, string | undefined>} fill a slot left undefined is emptied; a region left undefined keeps the build's content
 */
function fillMarkers(template, fill) {
  // One pass over the template: a filled value is never read for markers.
  return template.replace(MARKER, (_, name, inner = '') => fill[name] ?? inner);
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
