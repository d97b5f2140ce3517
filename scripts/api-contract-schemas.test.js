const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { load } = require('js-yaml');
const ts = require('typescript');
const { CONTRACT_PATH, bankContract } = require('./api-contract');
const { generate, generateWithIndex } = require('./api-contract-schemas');

const KERNEL_DIR = path.join(__dirname, '..', 'shared-kernel', 'src');
const API_DIRS = ['core', 'kit'].map((side) => path.join(KERNEL_DIR, side, 'api'));
/** The kernel's files that call the bank: every callApi and callApiWithStatus of the app is in them. */
const CALL_FILES = [
  path.join(KERNEL_DIR, 'core', 'api', 'client.ts'),
  ...API_DIRS.flatMap((dir) => fs.readdirSync(path.join(dir, 'calls')).map((name) => path.join(dir, 'calls', name))),
];

/** Each bank call written in the kernel's source: its method, its path (a pattern where the path is built) and the schema it names. */
function kernelCalls() {
  const calls = [];
  for (const file of CALL_FILES) {
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node) => {
      const options = ts.isCallExpression(node) ? node.arguments[0] : undefined;
      // A call written out: its options are an object literal (callApi itself passes its own on).
      if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        /^callApi(WithStatus)?$/.test(node.expression.text) &&
        options &&
        ts.isObjectLiteralExpression(options)
      ) {
        const field = (name) =>
          options.properties.find((property) => ts.isPropertyAssignment(property) && property.name.getText(source) === name)?.initializer;
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
        const pathNode = field('path');
        const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        const pattern =
          pathNode && ts.isTemplateExpression(pathNode)
            ? new RegExp(
                `^${escape(pathNode.head.text)}${pathNode.templateSpans.map((span) => `[^/]+${escape(span.literal.text)}`).join('')}$`,
              )
            : pathNode && ts.isStringLiteralLike(pathNode)
              ? new RegExp(`^${escape(pathNode.text)}$`)
              : null;
        calls.push({
          where: `${path.relative(KERNEL_DIR, file)}:${line}`,
          method: field('method')?.getText(source).replace(/'/g, ''),
          pattern,
          schema: field('schema')?.getText(source),
        });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return calls;
}

const contract = () => load(fs.readFileSync(CONTRACT_PATH, 'utf8'));
/** The `data` schema of one operation's 200 answer, written inline in the document. */
const dataOf = (document, path, method) =>
  document.paths[path][method].responses['200'].content['application/json'].schema.allOf[1].properties.data;

describe('what the kernel takes from the bank API contract: answer schemas and X-Action names', () => {
  it('shared-kernel/src/kit/api/contract.generated.ts is what docs/api/openapi.yaml gives today', () => {
    // Its own process: Prettier loads its parsers by dynamic import, which jest's module sandbox refuses.
    const check = spawnSync(process.execPath, [require.resolve('./api-contract-schemas'), '--check'], { encoding: 'utf8' });
    // On a difference: `npm run api-contract` and commit the file.
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
  });

  it('every call of the kernel checks its answer with the schema the document gives its operation', () => {
    const { answerOf } = generateWithIndex(contract());
    const { operations } = bankContract();
    const calls = kernelCalls();
    const problems = calls.flatMap(({ where, method, pattern, schema }) => {
      // A built path (`/registers/${channel}/pre-register`) may be several operations: each must take the same schema.
      const matched = operations.filter((operation) => operation.method === method && pattern?.test(operation.template));
      if (matched.length === 0) return [`${where}: ${method} is no operation of the contract`];
      return matched
        .filter((operation) => answerOf.get(operation.operationId) !== schema)
        .map((operation) => `${where}: ${operation.operationId} takes ${answerOf.get(operation.operationId)}, the call names ${schema}`);
    });
    expect(problems).toEqual([]);
    expect(calls.length).toBeGreaterThan(0);
  });

  it("a field the document changes changes the app's check of it", () => {
    const document = contract();
    dataOf(document, '/consents/maintenance-forms', 'post').properties.formUrl.type = 'number';
    expect(generate(document)).toMatch(/GetConsentMaintenanceFormAnswer = \S+ v\.object\(\{ formUrl: \S+ v\.number\(\) \}\)/);
  });

  it('the X-Action the document fixes for an operation is the one its call sends, and an operation without one stops the generator', () => {
    const document = contract();
    const action = (operation) => operation.parameters.find((parameter) => parameter.name === 'X-Action');
    action(document.paths['/settings/check-pre-setting'].post).schema.const = 'CHECK_PRE_SETTINGS';
    expect(generate(document)).toContain("'POST /settings/check-pre-setting': 'CHECK_PRE_SETTINGS'");
    const { parameters } = document.paths['/un-registers'].post;
    parameters.splice(parameters.indexOf(action(document.paths['/un-registers'].post)), 1);
    expect(() => generate(document)).toThrow('unregister: no X-Action constant');
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
