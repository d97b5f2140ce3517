const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const { load } = require('js-yaml');
const { CONTRACT_PATH } = require('./api-contract');
const { generate } = require('./api-contract-schemas');

const contract = () => load(fs.readFileSync(CONTRACT_PATH, 'utf8'));
/** The `data` schema of one operation's 200 answer, written inline in the document. */
const dataOf = (document, path, method) =>
  document.paths[path][method].responses['200'].content['application/json'].schema.allOf[1].properties.data;

describe("the kernel's answer schemas, generated from the bank API contract", () => {
  it('shared-kernel/src/api/answers.generated.ts is what docs/api/openapi.yaml gives today', () => {
    // Its own process: Prettier loads its parsers by dynamic import, which jest's module sandbox refuses.
    const check = spawnSync(process.execPath, [require.resolve('./api-contract-schemas'), '--check'], { encoding: 'utf8' });
    // On a difference: `node scripts/api-contract-schemas.js` and commit the file.
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
  });

  it("a field the document changes changes the app's check of it", () => {
    const document = contract();
    dataOf(document, '/consents/maintenance-forms', 'post').properties.formUrl.type = 'number';
    expect(generate(document)).toMatch(/GetConsentMaintenanceFormAnswer = \S+ v\.object\(\{ formUrl: \S+ v\.number\(\) \}\)/);
  });

  it('refuses a keyword it does not translate, instead of checking less than the document says', () => {
    const document = contract();
    dataOf(document, '/active/surveys', 'get').properties.uid.format = 'uuid';
    expect(() => generate(document)).toThrow('GET /active/surveys 200/data/properties/uid: format is not translated to valibot');
  });

  it('refuses a default the field itself does not allow (valibot would refuse every answer that leaves it out)', () => {
    const document = contract();
    document.components.schemas.BankAccount.properties.accountStatus.default = 'Dormant';
    expect(() => generate(document)).toThrow("components/schemas/BankAccount/properties/accountStatus: the default 'Dormant'");
  });
});
