// The library code the app leaves out (library-omissions.js) must match the installed libraries:
// a module that moved would ship again unnoticed, and a stand-in without a name its library
// imports would hand a phone `undefined`.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const { compileModules } = require('../federation/compile-errors');
const { LIBRARY_OMISSIONS, STRICT_EXPORTS, libraryOmissionPlugins, modulePathPattern } = require('./library-omissions');

jest.setTimeout(120_000);

const rootDir = path.join(__dirname, '..', '..');

/** Builds `source` as the app's builds do (omissions, strict exports) and answers the errors and the modules it holds. */
async function buildProbe(source, omissions = libraryOmissionPlugins(webpack)) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'library-omissions-'));
  fs.writeFileSync(path.join(dir, 'probe.js'), source);
  try {
    return await compileModules((out) => ({
      mode: 'production',
      context: dir,
      entry: './probe.js',
      output: { path: out },
      // The probe lives outside the repository; its imports resolve from the repository's libraries.
      resolve: { modules: [path.join(rootDir, 'node_modules')] },
      module: { parser: STRICT_EXPORTS },
      plugins: omissions,
      stats: 'errors-only',
    }));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const APP_LIKE_PROBE = `
import axios, { isAxiosError } from 'axios';
import { ModuleFederation } from '@module-federation/runtime-core';
const client = axios.create({ baseURL: '/api', timeout: 1000, adapter: 'xhr', withXSRFToken: false });
window.probe = { client, isAxiosError, ModuleFederation };
`;

test.each(LIBRARY_OMISSIONS.flatMap(({ library, modules }) => modules.map((file) => [library, file])))(
  '%s still has %s, the module its stand-in replaces',
  (library, file) => {
    expect(fs.existsSync(path.join(rootDir, 'node_modules', library, file))).toBe(true);
  },
);

test('the app-like use of axios and the federation runtime builds with every stand-in and none of what they replace', async () => {
  const { errors, modules } = await buildProbe(APP_LIKE_PROBE);
  expect(errors).toEqual([]);
  const standIns = [...new Set(LIBRARY_OMISSIONS.map(({ standIn }) => standIn))];
  for (const standIn of standIns) expect(modules).toContain(standIn);
  const omitted = LIBRARY_OMISSIONS.flatMap(({ library, modules: files }) =>
    files.map((file) => path.join(rootDir, 'node_modules', library, file)),
  );
  expect(modules.filter((module) => omitted.includes(module))).toEqual([]);
});

test('a stand-in that lacks a name its library imports fails the build, naming it', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'library-omissions-stand-in-'));
  const incomplete = path.join(dir, 'incomplete.js');
  // The real progress module also exports progressEventReducer, which axios's XHR adapter imports.
  fs.writeFileSync(incomplete, 'export const asyncDecorator = (fn) => fn;\nexport const progressEventDecorator = () => [];\n');
  try {
    const { errors } = await buildProbe(APP_LIKE_PROBE, [
      new webpack.NormalModuleReplacementPlugin(modulePathPattern('axios', 'lib/helpers/progressEventReducer.js'), incomplete),
    ]);
    expect(errors.join('\n')).toMatch(/export 'progressEventReducer' \(imported as 'progressEventReducer'\) was not found/);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
