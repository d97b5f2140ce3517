// A production remote borrows the host's federation runtime; its build must fail if it would
// ask for a runtime-core name the host does not lend (runtime-core-contract.js).
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { compileErrors, productionRemoteFederation } = require('./compile-errors');
const { RuntimeCoreContractPlugin } = require('./runtime-core-contract');

jest.setTimeout(60_000);

function buildRemote(pageSource) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'runtime-core-contract-'));
  fs.writeFileSync(path.join(dir, 'page.js'), pageSource);
  return compileErrors((out) => ({
    mode: 'production',
    context: dir,
    entry: {},
    output: { path: out, publicPath: 'auto', uniqueName: 'contract_probe' },
    plugins: [new RuntimeCoreContractPlugin(), productionRemoteFederation('contract_probe')],
    stats: 'errors-only',
  })).finally(() => fs.rmSync(dir, { recursive: true, force: true }));
}

test('a remote built as ours are (Module Federation 2.9.2, external runtime) asks only for what the host lends', async () => {
  const errors = await buildRemote('export default function Page() { return "page"; }\n');
  expect(errors).toEqual([]);
});

test('a remote that would need another runtime-core name fails its build, naming it', async () => {
  const errors = await buildRemote(
    "import { getGlobalSnapshot } from '@module-federation/runtime-core';\nexport default function Page() { return getGlobalSnapshot(); }\n",
  );
  expect(errors.join('\n')).toMatch(/runtime-core exports the host does not provide: getGlobalSnapshot/);
});
