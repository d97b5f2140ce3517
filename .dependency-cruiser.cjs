// The import-circle check (`npm run lint`). A circle makes a module's value depend on which file
// loaded first, and type-only imports count too: they tie two files together for a reader all the
// same. `shared-kernel` by name resolves to the kernel's main entry, so a module the main entry
// reaches that imports the package by name closes a circle and is reported here.
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'no import circle, type-only ones included',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|dist-[^/]*|tmp|test-results|coverage)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.cjs', '.mjs', '.json'],
    },
    skipAnalysisNotInRules: true,
  },
};
