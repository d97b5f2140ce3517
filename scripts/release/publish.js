// Publishing a remote: its build copied to `<static origin>/<remote>/<version>/`, where it stays
// as it was written (docs/deploying.md). The version names the build: the package's version and
// a hash of every file the page can load, so the same build is the same version and any other
// build another one. A version folder appears whole (written beside, then renamed into place)
// and is never written again: publishing a build already there writes nothing, and a folder of
// that name holding other files is refused. The entry's Subresource Integrity is read from the
// published folder, checked first to hold the version's files still, when a release command puts
// the version in force (./manifest-changes.js): the host loads the entry with it.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { DESCRIPTOR_FILE, descriptorProblem } = require('../../server/remote-screens');
const { ReleaseRefusal } = require('./refusal');

// The build's record (its time of building, docs/deploy-contract.md) is not part of what the page
// loads, so two builds of the same code are one version; source maps stay with the build.
const RECORD = 'version.json';
const ENTRY = 'remoteEntry.js';
const leftOut = (file) => file.endsWith('.map');

/** Every file below `dir`, as sorted paths relative to it with `/`. */
function filesBelow(dir, prefix = '') {
  return fs
    .readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .flatMap((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      return entry.isDirectory() ? filesBelow(dir, relative) : [relative];
    })
    .sort();
}

function contentHash(dir) {
  const hash = crypto.createHash('sha256');
  for (const file of filesBelow(dir).filter((name) => name !== RECORD && !leftOut(name)))
    hash
      .update(`${file}\0`)
      .update(fs.readFileSync(path.join(dir, file)))
      .update('\0');
  return hash.digest('hex').slice(0, 10);
}

/** The build's record (version.json), or null when the folder holds no build. */
function buildRecord(dir) {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, RECORD), 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Why the folder's first-screens.json is not one the host takes, or null. The build writes it last
 * (after webpack), so a build that stopped has none; and while a version in force has none, every
 * host instance fails its readiness (server/probes.js) and leaves the balancer.
 */
function firstScreensProblem(dir) {
  let text;
  try {
    text = fs.readFileSync(path.join(dir, DESCRIPTOR_FILE), 'utf8');
  } catch (error) {
    return error.code === 'ENOENT' ? 'missing' : `unreadable (${error.code})`;
  }
  try {
    return descriptorProblem(JSON.parse(text));
  } catch {
    return 'not JSON';
  }
}

const RECORDED_SHA256 = /sha256-[A-Za-z0-9+/]+=*/g;
const DECOMPRESS = { '.br': zlib.brotliDecompressSync, '.gz': zlib.gunzipSync };
const sha256Of = (bytes) => `sha256-${crypto.createHash('sha256').update(bytes).digest('base64')}`;

/** Whether `copy` decompresses to `original`'s bytes. */
function decompressesTo(decompress, copy, original) {
  try {
    return decompress(copy).equals(original);
  } catch {
    return false;
  }
}

/**
 * Why the folder's scripts are not the ones webpack wrote together, or null. The browser loads each
 * script but the entry checked against the SHA-256 another script of the build records for it
 * (scripts/chunk-integrity.js), and a static server may send a script's precompressed copy instead
 * of it: a script missing, changed or with a stale copy after the build fails in customers' pages.
 */
function scriptsProblem(dir) {
  const files = filesBelow(dir).filter((name) => !leftOut(name));
  const bytesOf = new Map(files.map((name) => [name, fs.readFileSync(path.join(dir, name))]));
  const scripts = files.filter((name) => name.endsWith('.js'));
  const recordedBy = new Map(
    scripts.flatMap((name) => (bytesOf.get(name).toString('utf8').match(RECORDED_SHA256) ?? []).map((hash) => [hash, name])),
  );
  const present = new Set(scripts.map((name) => sha256Of(bytesOf.get(name))));
  // A build of a release before chunks carried their integrity (release/previous) records none,
  // and its browsers check none: it is whole as webpack wrote it, and rolling back to it must work.
  const changed = recordedBy.size > 0 && scripts.find((name) => name !== ENTRY && !recordedBy.has(sha256Of(bytesOf.get(name))));
  if (changed) return `${changed} is not the file the build recorded the integrity of`;
  const missing = [...recordedBy].find(([hash]) => !present.has(hash));
  if (missing) return `a script ${missing[1]} loads is missing`;
  for (const name of files) {
    const original = name.slice(0, -path.extname(name).length);
    const decompress = DECOMPRESS[path.extname(name)];
    if (decompress && bytesOf.has(original) && !decompressesTo(decompress, bytesOf.get(name), bytesOf.get(original)))
      return `${name} is not ${original} compressed`;
  }
  return null;
}

/**
 * Why the folder is not a whole build, or null: its first screens (written last) or its scripts
 * (written together by webpack) missing or not as the build wrote them.
 */
function wholeBuildProblem(dir) {
  const firstScreens = firstScreensProblem(dir);
  return firstScreens ? `${DESCRIPTOR_FILE} ${firstScreens}` : scriptsProblem(dir);
}

/** The version a build is published as: `<package version>-<content hash>`. */
function versionOf(build) {
  const record = buildRecord(build);
  if (!record || !fs.existsSync(path.join(build, ENTRY))) return null;
  return `${record.version}-${contentHash(build)}`;
}

/** The published version's folder. */
const versionFolder = (origin, remote, version) => path.join(origin, remote, version);

/** The versions of `remote` published on the origin, newest first. */
function publishedVersions(origin, remote) {
  const folder = path.join(origin, remote);
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => ({ version: entry.name, at: fs.statSync(path.join(folder, entry.name)).mtimeMs }))
    .sort((a, b) => b.at - a.at)
    .map(({ version }) => version);
}

const hashOf = (version) => version.slice(version.lastIndexOf('-') + 1);

/**
 * What to do with a version folder whose files are no longer its build's: a version is never
 * written over (a CDN keeps each file a year), so it goes, and its build is published afresh. Not
 * while it is in force: every host instance's readiness reads its first-screens.json (server/probes.js).
 */
const repairOf = (origin, remote, version) =>
  `while it is live or in a canary, first make another version live for every device (npm run release -- rollback ${remote}, or promote ${remote} <version>): every host instance fails its readiness while a version in force has no folder; then remove ${versionFolder(origin, remote, version)} (and purge it from the CDN's cache) and publish its build again (npm run release -- publish ${remote}, built from the same commit)`;

/** Refuses a published version that is not on the origin, or whose files are no longer the ones its name hashes. */
function asPublished(origin, remote, version) {
  const problem = versionProblem(origin, remote, version);
  if (problem === 'gone') throw new ReleaseRefusal(`${remote} ${version} is not on the static origin ${origin}`);
  if (problem === 'changed')
    throw new ReleaseRefusal(
      `${remote} ${version} on the static origin is not the build published as that version: its files were changed; ${repairOf(origin, remote, version)}`,
    );
}

/**
 * The Subresource Integrity of a published version's remoteEntry.js (`sha384-<base64>`), the value
 * the host's page loads the entry with. A folder whose files are no longer the version's (its
 * content hash is the version's name) is refused: its entry is not the one published.
 */
function entryIntegrity(origin, remote, version) {
  const folder = versionFolder(origin, remote, version);
  asPublished(origin, remote, version);
  return `sha384-${crypto
    .createHash('sha384')
    .update(fs.readFileSync(path.join(folder, ENTRY)))
    .digest('base64')}`;
}

/**
 * Why the published version cannot be put in force as it was published, or null: `gone` (its
 * folder removed, or never on this origin) or `changed` (its files no longer the ones its name hashes).
 * @returns {'gone' | 'changed' | null}
 */
function versionProblem(origin, remote, version) {
  const folder = versionFolder(origin, remote, version);
  if (!buildRecord(folder)) return 'gone';
  if (contentHash(folder) !== hashOf(version)) return 'changed';
  return null;
}

/**
 * @param {string} remote the remote's name (its folder on the origin)
 * @param {{ origin: string, build: string, packageName: string }} where origin: the static
 *   origin's folder; build: the remote's build; packageName: for the message when there is none
 * @returns {{ version: string, written: boolean }}
 */
function publish(remote, { origin, build, packageName }) {
  const version = versionOf(build);
  if (!version) throw new ReleaseRefusal(`there is no build of ${packageName} in ${build}: run npm run build -w ${packageName}`);
  const partial = wholeBuildProblem(build);
  if (partial)
    throw new ReleaseRefusal(
      `the build of ${packageName} in ${build} is not whole (${partial}): run npm run build -w ${packageName} again and publish once it ends without an error`,
    );
  const target = versionFolder(origin, remote, version);
  if (fs.existsSync(target)) {
    if (contentHash(target) === hashOf(version)) return { version, written: false };
    throw new ReleaseRefusal(
      `${remote} ${version} is already published with other files: a published version is never written again; ${repairOf(origin, remote, version)}`,
    );
  }
  // Each publish's own copy: two engineers' processes may have one pid (each container's first is 1).
  const staging = path.join(origin, remote, `.publishing-${version}-${crypto.randomUUID()}`);
  try {
    for (const file of filesBelow(build).filter((name) => !leftOut(name))) {
      fs.mkdirSync(path.dirname(path.join(staging, file)), { recursive: true });
      fs.copyFileSync(path.join(build, file), path.join(staging, file));
    }
    fs.renameSync(staging, target);
  } catch (error) {
    // A half-copied version is never served (a hidden folder), but on a full disk it holds the room a retry needs.
    fs.rmSync(staging, { recursive: true, force: true });
    // Another publish of the same build renamed its copy into place first: the version is published.
    if (fs.existsSync(target) && contentHash(target) === hashOf(version)) return { version, written: false };
    throw new ReleaseRefusal(
      `${remote} ${version} could not be written to the static origin ${origin} (${error.code ?? error.message}): nothing was published; make room on its disk or make it writable, then publish again`,
    );
  }
  return { version, written: true };
}

module.exports = {
  publish,
  publishedVersions,
  versionFolder,
  versionOf,
  versionProblem,
  buildRecord,
  entryIntegrity,
  asPublished,
  firstScreensProblem,
  scriptsProblem,
};
