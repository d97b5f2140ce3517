// The kernel's names a remote of the release in production imports are recorded for the release
// the compatibility suite composes (release/previous), not an older one: moving the one without
// the other would let a kernel name go that a deployed remote still needs.
const fs = require('node:fs');
const path = require('node:path');

const root = path.join(__dirname, '..', '..');

test('previous-release-imports.json records the release release/previous names', () => {
  const recorded = require('./previous-release-imports.json').release;
  const previous = fs.readFileSync(path.join(root, 'release', 'previous'), 'utf8').trim();
  expect(recorded).toBe(previous);
});
