// The names a package's code takes from the kernel's main entry (`shared-kernel`), the one
// entry the host serves to every remote at run time (webpack.shared.js, sharedSingletons). Side
// entries (`shared-kernel/validation`, …) are bundled into each build, so they are never skew
// themselves, but the kit files they bundle take their core names from the served kernel too.
// Type-only imports leave no code and are not counted. A `PATHS` key read through the imported
// binding counts as a name of its own, `PATHS.<key>`, since a newer kernel may add one
// (docs/deploy-contract.md, "The kernel's version"); any other use of `PATHS` (a computed key,
// the object passed on) may read every key, and counts as `PATHS.*`.
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

const KERNEL_MAIN = 'shared-kernel';
/** The kernel's one export whose keys count as names (kernel-surface.js lists them too). */
const KEYED = 'PATHS';
const KERNEL_DIR = path.join(__dirname, '..', '..', 'shared-kernel');

const valueNames = (elements) =>
  elements.filter((element) => !element.isTypeOnly).map((element) => (element.propertyName ?? element.name).text);

/** The value names an import or export declaration takes (`*` all of them), or null for one of types only. */
function valueNamesOf(statement) {
  if (ts.isExportDeclaration(statement)) {
    const clause = statement.exportClause;
    if (statement.isTypeOnly) return null;
    return !clause ? ['*'] : ts.isNamedExports(clause) ? valueNames(clause.elements) : [];
  }
  const clause = statement.importClause;
  if (clause?.isTypeOnly) return null;
  const bindings = clause?.namedBindings;
  const namespace = bindings && ts.isNamespaceImport(bindings) ? ['*'] : [];
  const named = bindings && ts.isNamedImports(bindings) ? valueNames(bindings.elements) : [];
  return [...(clause?.name ? ['default'] : []), ...namespace, ...named];
}

/**
 * What one source text takes from other modules: the value names it imports or re-exports from
 * the kernel's main entry, and every other module it imports or re-exports values from
 * (`import()` included).
 */
function importsOf(fileName, text) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const names = new Set();
  const modules = new Set();
  const take = (spec, taken) => (spec === KERNEL_MAIN ? taken.forEach((name) => names.add(name)) : modules.add(spec));
  const keyed = new Set();
  const namespaces = new Set();
  for (const statement of source.statements) {
    const spec = statement.moduleSpecifier;
    if (!spec || !ts.isStringLiteral(spec)) continue;
    const taken = valueNamesOf(statement);
    if (taken) take(spec.text, taken);
    const bindings = spec.text === KERNEL_MAIN && taken && statement.importClause?.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) namespaces.add(bindings.name.text);
    for (const element of (bindings && ts.isNamedImports(bindings) && bindings.elements) || [])
      if (!element.isTypeOnly && (element.propertyName ?? element.name).text === KEYED) keyed.add(element.name.text);
  }
  const isKeyed = (node) =>
    ts.isIdentifier(node)
      ? keyed.has(node.text)
      : ts.isPropertyAccessExpression(node) &&
        ts.isIdentifier(node.expression) &&
        namespaces.has(node.expression.text) &&
        node.name.text === KEYED;
  const keyOf = (access) =>
    ts.isPropertyAccessExpression(access)
      ? access.name.text
      : ts.isStringLiteralLike(access.argumentExpression)
        ? access.argumentExpression.text
        : '*';
  const visit = (node) => {
    // Types and import lines leave no code; a declaration or property of the same name is not the binding.
    if (ts.isTypeNode(node) || ts.isImportDeclaration(node)) return;
    if ((ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node)) && isKeyed(node.expression)) {
      names.add(`${KEYED}.${keyOf(node)}`);
      return;
    }
    if (isKeyed(node) && (node.parent.name !== node || ts.isShorthandPropertyAssignment(node.parent))) names.add(`${KEYED}.*`);
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [spec] = node.arguments;
      if (spec && ts.isStringLiteral(spec)) take(spec.text, ['*']);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { names, modules };
}

const isSource = (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('.d.ts');

/**
 * The kernel names a package's shipped code uses: `own`, those of every source file under its src
 * except tests and the standalone development shell; `withKit`, those and the names of every kit
 * file they import, followed from file to file. `own` is what a page checks against the served
 * kernel (a kit function the package never calls is left out of its bundle, and so are the names
 * it uses); `withKit` decides the kernel range it asks for, which may then only err towards newer.
 * @param {string} packageDir
 * @param {string} [kernelDir] the kernel's folder (another release's, written out of git, in previous-release-imports.js)
 * @returns {{ own: string[], withKit: string[] }}
 */
function kernelImportsOfPackage(packageDir, kernelDir = KERNEL_DIR) {
  const own = new Set();
  const names = new Set();
  const { exports: entries } = JSON.parse(fs.readFileSync(path.join(kernelDir, 'package.json'), 'utf8'));
  /** The kernel file a specifier names, if it names one (a package's own files are read already). */
  const kernelFile = (spec, fromFile) => {
    const entry = spec.startsWith(`${KERNEL_MAIN}/`) ? entries[`.${spec.slice(KERNEL_MAIN.length)}`] : undefined;
    const base = spec.startsWith('.') ? path.resolve(path.dirname(fromFile), spec) : entry && path.join(kernelDir, entry);
    if (!base?.startsWith(kernelDir + path.sep)) return undefined;
    return ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
      .map((ending) => base + ending)
      .find((file) => isSource(file) && fs.existsSync(file));
  };
  const followed = new Set();
  const read = (file, into = names) => {
    const found = importsOf(file, fs.readFileSync(file, 'utf8'));
    for (const name of found.names) [into, names].forEach((set) => set.add(name));
    for (const next of [...found.modules].map((spec) => kernelFile(spec, file))) {
      if (!next || followed.has(next)) continue;
      followed.add(next);
      read(next);
    }
  };
  const src = path.join(packageDir, 'src');
  for (const file of fs.readdirSync(src, { recursive: true }).map((name) => path.join(src, name)))
    if (isSource(file) && !/[\\/]standalone[\\/]/.test(file)) read(file, own);
  return { own: [...own].sort(), withKit: [...names].sort() };
}

module.exports = { KERNEL_DIR, KEYED, kernelImportsOfPackage };
