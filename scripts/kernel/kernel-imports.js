// The names a package's code takes from the kernel's main entry (`shared-kernel`), the one
// entry the host serves to every remote at run time (webpack.shared.js, sharedSingletons). Side
// entries (`shared-kernel/validation`, …) are bundled into each build, so they are never skew.
// Type-only imports leave no code and are not counted.
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

const KERNEL_MAIN = 'shared-kernel';

/** Value names one source text imports or re-exports from the kernel's main entry. */
function kernelImportsOf(fileName, text) {
  const source = ts.createSourceFile(
    fileName,
    text,
    ts.ScriptTarget.Latest,
    false,
    fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const names = new Set();
  for (const statement of source.statements) {
    const isImport = ts.isImportDeclaration(statement);
    if (!isImport && !ts.isExportDeclaration(statement)) continue;
    const spec = statement.moduleSpecifier;
    if (!spec || !ts.isStringLiteral(spec) || spec.text !== KERNEL_MAIN) continue;
    if (isImport) {
      const clause = statement.importClause;
      if (!clause || clause.isTypeOnly) continue;
      if (clause.name) names.add('default');
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) names.add('*');
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) if (!element.isTypeOnly) names.add((element.propertyName ?? element.name).text);
      }
    } else {
      if (statement.isTypeOnly) continue;
      const clause = statement.exportClause;
      if (!clause) names.add('*');
      else if (ts.isNamedExports(clause))
        for (const element of clause.elements) if (!element.isTypeOnly) names.add((element.propertyName ?? element.name).text);
    }
  }
  return names;
}

const isSource = (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('.d.ts');

/**
 * The kernel names a package's shipped code uses: every source file under its src, except tests
 * and the standalone development shell.
 * @param {string} packageDir
 * @param {(dir: string) => { path: string, text: string }[]} [readSources] how files are read (git history in tests)
 */
function kernelImportsOfPackage(packageDir, readSources = sourcesOnDisk) {
  const names = new Set();
  for (const { path: file, text } of readSources(path.join(packageDir, 'src'))) {
    if (!isSource(file) || /[\\/]standalone[\\/]/.test(file)) continue;
    for (const name of kernelImportsOf(file, text)) names.add(name);
  }
  return [...names].sort();
}

function sourcesOnDisk(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath ?? entry.path, entry.name);
      return { path: file, text: fs.readFileSync(file, 'utf8') };
    });
}

module.exports = { kernelImportsOf, kernelImportsOfPackage };
