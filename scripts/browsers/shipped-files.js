// The files the four production builds ship, as the shipped-syntax and shipped-features checks
// (./check-shipped-syntax.js, ./check-shipped-apis.js) read them.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.join(__dirname, '..', '..');
const PACKAGES = ['host', 'remote-registration', 'remote-settings', 'remote-statement'];

/** Every file under each package's build folder `dist` whose name matches `names`. */
function shippedFiles(dist, names) {
  const under = (dir) =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return under(file);
      return names.test(entry.name) ? [file] : [];
    });
  return PACKAGES.flatMap((pkg) => under(path.join(ROOT, pkg, dist)));
}

module.exports = { ROOT, shippedFiles };
