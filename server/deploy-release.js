// Puts a new build of one deployable into the folder its server serves, without a moment in
// which a customer's page could miss a file (docs/serving.md, "Rollouts"):
// - every file is written beside its place and renamed into it, so a request gets the old file
//   or the new one, whole (the server opens a file per request, ./static-files.js);
// - content-hashed files (chunks, fonts) go in first, then the names that stay the same across
//   releases (main.js, the host's records in prerendered/, version.json …), and the entry last
//   (index.html, remoteEntry.js), so whoever gets the new entry finds every file it names, and a
//   server that reads the host's records when index.html changes reads the new ones;
// - the hashed files of earlier releases stay: a page opened before the deploy still holds the
//   old entry in memory and asks for the old chunks. Those of the last `keep` releases are never
//   removed, nor any release replaced less than `minAgeHours` ago; the rest are.
// Source maps are not copied: they stay with the build. Which files each release brought is recorded in `.releases.json` in that folder (a dotfile:
// never served, ./servable-paths.js).
//
// Usage: node server/deploy-release.js <new build folder> <served folder> [--keep 3] [--min-age-hours 24]
const fs = require('node:fs');
const path = require('node:path');

const RECORD = '.releases.json';
// `<name>.<8 hex>.<ext>` and its precompressed copies: the content never changes under the name.
const CONTENT_HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+(\.(br|gz))?$/;
// What a page or the host's page starts from, and its precompressed copies: written after every other file.
const ENTRY = /^(index\.html|remoteEntry\.js)(\.(br|gz))?$/;
const DEFAULTS = { keep: 3, minAgeHours: 24 };

/** Every file below `dir`, as paths relative to it with `/`. */
function filesBelow(dir, prefix = '') {
  return fs.readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? filesBelow(dir, relative) : [relative];
  });
}

function readRecord(live) {
  try {
    return JSON.parse(fs.readFileSync(path.join(live, RECORD), 'utf8'));
  } catch {
    return [];
  }
}

function writeAtomically(file, content) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const next = `${file}.deploying-${process.pid}`;
  fs.writeFileSync(next, content);
  fs.renameSync(next, file);
}

/**
 * @param {string} build the new build's folder
 * @param {string} live the folder the server serves
 * @param {{ keep?: number, minAgeHours?: number, now?: number, id?: string }} [options]
 * @returns {{ release: string, removed: string[] }}
 */
function deployRelease(build, live, options = {}) {
  const keep = options.keep ?? DEFAULTS.keep;
  const minAgeHours = options.minAgeHours ?? DEFAULTS.minAgeHours;
  const now = options.now ?? Date.now();
  // Source maps stay with the build's artifacts (docs/deploying.md, "Source maps").
  const files = filesBelow(build).filter((file) => !file.endsWith('.map'));
  const inOrder = [
    ...files.filter((file) => CONTENT_HASHED.test(file)),
    ...files.filter((file) => !CONTENT_HASHED.test(file) && !ENTRY.test(file)),
    ...files.filter((file) => ENTRY.test(file)),
  ];
  fs.mkdirSync(live, { recursive: true });
  for (const file of inOrder) writeAtomically(path.join(live, file), fs.readFileSync(path.join(build, file)));

  const earlier = readRecord(live).map((release, index) =>
    index === 0 && !release.replacedAt ? { ...release, replacedAt: now } : release,
  );
  const release = { id: options.id ?? new Date(now).toISOString(), deployedAt: now, files };
  const releases = [release, ...earlier];
  const kept = releases.filter((entry, index) => index < keep || now - (entry.replacedAt ?? now) < minAgeHours * 3_600_000);
  const stillNeeded = new Set(kept.flatMap((entry) => entry.files));
  const removed = releases
    .filter((entry) => !kept.includes(entry))
    .flatMap((entry) => entry.files)
    .filter((file) => CONTENT_HASHED.test(file) && !stillNeeded.has(file));
  for (const file of new Set(removed)) fs.rmSync(path.join(live, file), { force: true });
  writeAtomically(path.join(live, RECORD), JSON.stringify(kept, null, 2));
  return { release: release.id, removed: [...new Set(removed)] };
}

if (require.main === module) {
  const [build, live, ...rest] = process.argv.slice(2);
  const option = (name) => {
    const at = rest.indexOf(name);
    return at === -1 ? undefined : Number(rest[at + 1]);
  };
  if (!build || !live) {
    console.error('usage: node server/deploy-release.js <new build folder> <served folder> [--keep 3] [--min-age-hours 24]');
    process.exit(1);
  }
  const { release, removed } = deployRelease(build, live, { keep: option('--keep'), minAgeHours: option('--min-age-hours') });
  console.log(`deployed ${release} into ${live}; removed ${removed.length} files of releases past retention`);
}

module.exports = { deployRelease };
