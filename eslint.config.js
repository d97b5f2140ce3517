// The one lint configuration (`npm run lint`, part of `npm test`). CommonJS like the rest of the
// repository's configs, so the boundary test (scripts/lint/) can load it inside jest. What it
// checks and why: ARCHITECTURE.md, "Checks".
const js = require('@eslint/js');
const { defineConfig } = require('eslint/config');
const jsxA11y = require('eslint-plugin-jsx-a11y');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');
const tseslint = require('typescript-eslint');
const { packageBoundaries, KERNEL_KIT } = require('./scripts/lint/package-boundaries');

const FRONT_END = ['shared-kernel/src', 'host/src', 'remote-registration/src', 'remote-settings/src', 'remote-statement/src', 'whole-app'];

module.exports = defineConfig(
  {
    ignores: [
      '**/dist/',
      '**/dist-*/',
      '**/tmp/',
      '**/.prerender*/',
      '**/test-results/',
      'e2e/playwright-report/',
      'bench-results/',
      'coverage/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // The house habit (and TypeScript's noUnusedParameters): a leading underscore marks a name kept on purpose.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // A variable declared before a closure that reads it later (a signal handler set up before start-up) stays `let`.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
    },
  },
  // Promises in TypeScript, with the types: a promise nobody awaits or catches (a bank call whose
  // failure nobody sees) and a promise handed where a plain callback is expected are errors.
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: __dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  // Node code: scripts, configs, the sandbox bank and its tests, the e2e suite.
  {
    files: ['**/*.{js,cjs,mjs}', 'sandbox-api/**/*.ts', 'e2e/**/*.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs' },
    rules: {
      '@typescript-eslint/no-require-imports': 'off',
      // `const crypto = require('node:crypto')` is the module the global stands for.
      'no-redeclare': ['error', { builtinGlobals: false }],
    },
  },
  // The one browser script shipped as written (no bundler): a classic script in the page.
  {
    files: ['host/src/start/start-after-first-paint.js'],
    languageOptions: { globals: globals.browser, sourceType: 'script' },
  },
  {
    files: ['e2e/**/*.ts'],
    // Playwright reads a fixture's dependencies from its first parameter: `async ({}, use)` says "none".
    rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },
  // The browser app: React hooks called by the rules, effects that name what they read, accessible markup.
  {
    files: FRONT_END.map((dir) => `${dir}/**/*.{ts,tsx}`),
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: FRONT_END.map((dir) => `${dir}/**/*.tsx`),
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Focus is judged where it reaches the DOM, not on every component prop that passes it on.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
      // A scrolling text box (role "document") must take focus so a keyboard can scroll it (axe: scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'document'], allowExpressionValues: true }],
      'jsx-a11y/no-noninteractive-element-interactions': [
        'error',
        {
          ...jsxA11y.flatConfigs.recommended.rules['jsx-a11y/no-noninteractive-element-interactions'][1],
          // A click on a native <dialog>'s backdrop lands on the dialog itself; Esc is its keyboard twin.
          dialog: ['onKeyUp', 'onKeyDown', 'onKeyPress', 'onClick'],
        },
      ],
    },
  },
  // Test support (shared-kernel/testing: a fake bank on node:http, fixtures) must never reach a bundle.
  {
    files: FRONT_END.map((dir) => `${dir}/**/*.{ts,tsx}`),
    ignores: ['**/*.test.{ts,tsx}', 'shared-kernel/src/testing/**', '**/*-test-bank.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['shared-kernel/testing', '**/testing', '**/testing/*'], message: 'only tests import the test support' }] },
      ],
    },
  },
  {
    files: [
      ...FRONT_END.map((dir) => `${dir}/**/*.test.{ts,tsx}`),
      'jest.setup.ts',
      'docs/**/*.test.js',
      'scripts/**/*.test.js',
      'server/**/*.test.js',
    ],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
  },
  packageBoundaries,
  // A file of the kernel's kit may exist in several copies on a page (scripts/lint/package-boundaries.js),
  // so it keeps no state of its own: no module-level variable, collection or atom.
  {
    files: [KERNEL_KIT],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['Program > VariableDeclaration', 'Program > ExportNamedDeclaration > VariableDeclaration'].flatMap((declaration) => [
          { selector: `${declaration}[kind!='const']`, message: "the kernel's kit keeps no module-level variable" },
          {
            selector: `${declaration} > VariableDeclarator > NewExpression[callee.name=/^(Map|Set|WeakMap|WeakSet)$/]`,
            message: "the kernel's kit keeps no module-level collection",
          },
        ]),
        { selector: "CallExpression[callee.name='atom']", message: 'atoms live in the kernel core' },
      ],
    },
  },
);
