// A tool that reads the kernel's package.json by its `main` or `types` (one that predates
// `exports`) must land on the same main entry Module Federation shares, and every entry a package
// imports must be a file: a folder moved under the kernel fails here, not in a consumer's build.
const fs = require('node:fs');
const path = require('node:path');

const kernelDir = path.join(__dirname, '..', '..', 'shared-kernel');
const kernelPackage = JSON.parse(fs.readFileSync(path.join(kernelDir, 'package.json'), 'utf8'));
const exists = (target) => fs.existsSync(path.join(kernelDir, target));

test("the kernel's main and types are its main entry, the one `exports` gives as '.'", () => {
  const mainEntry = path.normalize(kernelPackage.exports['.']);
  expect({ main: path.normalize(kernelPackage.main), types: path.normalize(kernelPackage.types) }).toEqual({
    main: mainEntry,
    types: mainEntry,
  });
});

test.each(Object.entries(kernelPackage.exports))("the kernel's entry %s is a file (%s)", (_entry, target) => {
  expect(exists(target)).toBe(true);
});
