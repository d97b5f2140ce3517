'use strict';
// What the kernel takes from the bank API contract (docs/api/openapi.yaml): each operation's
// answer schema and the X-Action each call sends, written from the document so that nothing
// restates the contract by hand (docs/bank-api.md, "How the document is kept true"):
//   node scripts/api-contract-schemas.js           writes shared-kernel/src/kit/api/contract.generated.ts
//                                                  (`npm run api-contract` runs it, then scripts/api-docs.js)
//   node scripts/api-contract-schemas.js --check   fails when that file is not what the document gives
// scripts/api-contract-schemas.test.js runs the check in `npm test`.
//
// Each operation's success answer (the envelope's `data`; a union when it has several success
// statuses) becomes a valibot schema: `<Response>Answer` for a shared answer of
// components/responses, `<OperationId>Answer` for one written on its operation,
// `<Component>Schema` for a component schema; the file's head lists which one each operation
// takes. The file ships in the app's first load, so it is kept lean: no messages, every call
// marked pure (an unused schema is dropped by the minifier), a shape met twice written once
// under one name, and only valibot functions the first load already holds. A keyword this file
// does not translate stops the generator: a schema is never loosened without a word (the one
// deliberate exception, `additionalProperties: false`, is said where it is translated).
// `API_ACTIONS` holds each operation's `X-Action` constant by `METHOD path`, and `ApiAction` is
// any of them, the type each call's action is checked against; an operation without one stops
// the generator.
const fs = require('node:fs');
const path = require('node:path');
const Ajv2020 = require('ajv/dist/2020').default;
const { load } = require('js-yaml');
const { CONTRACT_PATH } = require('./api-contract');

const root = path.join(__dirname, '..');
const OUTPUT_PATH = path.join(root, 'shared-kernel', 'src', 'kit', 'api', 'contract.generated.ts');
const SUCCESS = /^2\d\d$/;
/** Keywords that only describe: they change nothing a document is accepted for. */
const ANNOTATIONS = new Set(['description', 'title', 'examples', 'example', 'deprecated', 'readOnly']);
/** What `emit` translates; anything else throws. `default` is read by the object that holds the property. */
const TRANSLATED = new Set([
  '$ref',
  'type',
  'const',
  'enum',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'minItems',
  'maxItems',
  'minLength',
  'maxLength',
  'pattern',
  'default',
]);
const pascal = (name) => name.charAt(0).toUpperCase() + name.slice(1);
/** A valibot call, marked pure so that the minifier drops a schema no call uses. */
const call = (name, ...args) => `/*#__PURE__*/ v.${name}(${args.join(', ')})`;
const literal = (value) => JSON.stringify(value).replace(/"/g, "'");
const regexLiteral = (pattern) => `/${pattern.replace(/\//g, '\\/')}/`;

/** The generated file's text, and which schema each operation's answer takes (operationId → name). */
function generateWithIndex(document) {
  /** name → source, in the order a reader needs them (a name is declared before its use). */
  const declarations = new Map();
  /** source → name: a shape met twice is declared once, under the first name it was met by. */
  const named = new Map();
  const at = (ref) => {
    if (!ref.startsWith('#/')) throw new Error(`${ref}: only references inside the document are translated`);
    return ref
      .slice(2)
      .split('/')
      .reduce((node, part) => node?.[part.replace(/~1/g, '/').replace(/~0/g, '~')], document);
  };
  const isName = (source) => /^[A-Za-z]\w*$/.test(source);
  /**
   * The name of the schema `source`: a new declaration, or the one an identical shape already
   * has. No second name for one schema: each exported name costs bytes in the first load.
   */
  const declare = (name, source) => {
    if (isName(source)) return source;
    const same = named.get(source);
    if (same) return same;
    if (declarations.has(name)) throw new Error(`two schemas would be named ${name}`);
    declarations.set(name, source);
    named.set(source, name);
    return name;
  };

  function emit(node, where) {
    if (node === true || (node && typeof node === 'object' && Object.keys(node).every((key) => ANNOTATIONS.has(key)))) {
      return call('unknown');
    }
    const unknownKeys = Object.keys(node).filter((key) => !TRANSLATED.has(key) && !ANNOTATIONS.has(key));
    if (unknownKeys.length > 0) throw new Error(`${where}: ${unknownKeys.join(', ')} is not translated to valibot`);
    if (node.$ref) {
      const match = /^#\/components\/schemas\/([A-Za-z0-9]+)$/.exec(node.$ref);
      if (!match) throw new Error(`${where}: ${node.$ref} is not a component schema`);
      if (Object.keys(node).some((key) => key !== '$ref' && !ANNOTATIONS.has(key) && key !== 'default')) {
        throw new Error(`${where}: keywords beside $ref are not translated`);
      }
      return declare(`${match[1]}Schema`, emit(at(node.$ref), node.$ref.slice(2)));
    }
    // A one-string picklist is the same check as literal(); the first load already holds picklist's code.
    if ('const' in node) {
      if (typeof node.const !== 'string') throw new Error(`${where}: only string constants are translated`);
      return call('picklist', `[${literal(node.const)}]`);
    }
    if (node.enum) {
      if (!node.enum.every((value) => typeof value === 'string')) throw new Error(`${where}: only enums of strings are translated`);
      return call('picklist', `[${node.enum.map(literal).join(', ')}]`);
    }
    const types = [node.type ?? (node.properties ? 'object' : undefined)].flat();
    if (types[0] === undefined) throw new Error(`${where}: a schema without a type is not translated`);
    const nullable = types.includes('null');
    const kinds = types.filter((type) => type !== 'null').map((type) => one(type, node, where));
    const schema = kinds.length === 1 ? kinds[0] : call('union', `[${kinds.join(', ')}]`);
    return nullable ? call('nullable', schema) : schema;
  }

  const ajv = new Ajv2020({ strict: false });
  /** valibot checks a default as it checks a value sent, so a default the schema refuses would refuse every answer without the field. */
  function checkDefault(property, where) {
    const valid = ajv.compile({ ...property, components: document.components });
    if (!valid(property.default)) throw new Error(`${where}: the default ${literal(property.default)} is not a value the schema allows`);
  }

  function piped(schema, actions) {
    return actions.length === 0 ? schema : call('pipe', schema, ...actions);
  }

  function one(type, node, where) {
    switch (type) {
      case 'string':
        return piped(call('string'), [
          ...(node.minLength !== undefined ? [call('minLength', node.minLength)] : []),
          ...(node.maxLength !== undefined ? [call('maxLength', node.maxLength)] : []),
          ...(node.pattern !== undefined ? [call('regex', regexLiteral(node.pattern))] : []),
        ]);
      case 'number':
        return call('number');
      case 'boolean':
        return call('boolean');
      case 'array':
        return piped(call('array', node.items ? emit(node.items, `${where}/items`) : call('unknown')), [
          ...(node.minItems !== undefined ? [call('minLength', node.minItems)] : []),
          ...(node.maxItems !== undefined ? [call('maxLength', node.maxItems)] : []),
        ]);
      case 'object': {
        const required = new Set(node.required ?? []);
        const entries = Object.entries(node.properties ?? {}).map(([key, property]) => {
          const schema = emit(property, `${where}/properties/${key}`);
          if ('default' in property) checkDefault(property, `${where}/properties/${key}`);
          const entry = required.has(key)
            ? schema
            : 'default' in property
              ? call('optional', schema, literal(property.default))
              : call('optional', schema);
          return `${/^[A-Za-z_$][\w$]*$/.test(key) ? key : literal(key)}: ${entry}`;
        });
        const shape = `{ ${entries.join(', ')} }`;
        // `additionalProperties: false` binds the bank (the document and the sandbox's checks hold
        // it to that); the app drops the fields it does not list, as object() does, since it reads
        // none of them (and strictObject's code would join the first load for nothing).
        return call('object', shape);
      }
      default:
        throw new Error(`${where}: type ${type} is not translated`);
    }
  }

  /** The `data` of a success answer: the envelope's own schema is the client's (api/client.ts). */
  function answerData(response, where) {
    const schema = response.content?.['application/json']?.schema;
    const data = (schema?.allOf ?? [schema]).map((part) => part?.properties?.data).find((found) => found !== undefined);
    if (!data) throw new Error(`${where}: no data in the success answer`);
    return emit(data, `${where}/data`);
  }

  /** The X-Action constant the document fixes for an operation. */
  function actionOf(operation) {
    const header = (operation.parameters ?? [])
      .map((parameter) => (parameter.$ref ? at(parameter.$ref) : parameter))
      .find((parameter) => parameter?.in === 'header' && parameter.name === 'X-Action');
    const action = header?.schema?.const;
    if (typeof action !== 'string') throw new Error(`${operation.operationId}: no X-Action constant`);
    return action;
  }

  /** operationId → the name of the schema of its success answer. */
  const answerOf = new Map();
  /** `'METHOD path': 'ACTION'` of each operation. */
  const actions = [];
  for (const [template, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      if (!operation || typeof operation !== 'object' || !operation.operationId) continue;
      actions.push(`${literal(`${method.toUpperCase()} ${template}`)}: ${literal(actionOf(operation))}`);
      const answers = Object.entries(operation.responses ?? {})
        .filter(([status]) => SUCCESS.test(status))
        .map(([status, response]) => {
          const where = `${method.toUpperCase()} ${template} ${status}`;
          const ref = response.$ref;
          if (!ref) return answerData(response, where);
          const name = /^#\/components\/responses\/([A-Za-z0-9]+)$/.exec(ref)?.[1];
          if (!name) throw new Error(`${where}: ${ref} is not a component response`);
          return declare(`${name}Answer`, answerData(at(ref), ref.slice(2)));
        });
      if (answers.length === 0) throw new Error(`${operation.operationId}: no success answer`);
      // Several success statuses (a poll's 200 and 202): either answer is taken.
      const name = answers.every(isName)
        ? `${answers.map((answer) => answer.replace(/Answer$/, '')).join('Or')}Answer`
        : `${pascal(operation.operationId)}Answer`;
      const source = answers.length === 1 ? answers[0] : call('union', `[${answers.join(', ')}]`);
      answerOf.set(operation.operationId, declare(name, source));
    }
  }

  const lines = [...declarations].map(([name, source]) => `export const ${name} = ${source};`);
  const width = Math.max(...[...answerOf.keys()].map((id) => id.length));
  const index = [...answerOf].map(([id, name]) => `//   ${`${id}:`.padEnd(width + 2)}${name}`);
  const source = [
    '// GENERATED from docs/api/openapi.yaml by scripts/api-contract-schemas.js: do not edit. Change the',
    '// document and run `npm run api-contract`; scripts/api-contract-schemas.test.js',
    '// fails when this file is not what the document gives. The hand-written calls (api/calls/) use the',
    '// schemas and each names its action (docs/bank-api.md).',
    '//',
    "// The schema of each operation's success answer (the envelope's `data`), by operationId:",
    ...index,
    "import * as v from 'valibot';",
    '',
    ...lines,
    '',
    '/**',
    ' * The X-Action of each operation by `METHOD path`, `{name}` standing for one path segment: what',
    ' * the client sends for a call that names none, as a remote built before the calls named theirs.',
    ' */',
    `export const API_ACTIONS = { ${actions.join(', ')} } as const;`,
    '',
    '/** An X-Action of the contract: each call names its own, so a misspelt one fails the type check. */',
    'export type ApiAction = (typeof API_ACTIONS)[keyof typeof API_ACTIONS];',
    '',
  ].join('\n');
  return { source, answerOf };
}

const generate = (document) => generateWithIndex(document).source;

/** The generated file as Prettier writes it (the repository's format check reads it too). */
async function generatedSource(document = load(fs.readFileSync(CONTRACT_PATH, 'utf8'))) {
  const prettier = require('prettier');
  const options = (await prettier.resolveConfig(OUTPUT_PATH)) ?? {};
  return prettier.format(generate(document), { ...options, filepath: OUTPUT_PATH });
}

async function main() {
  const fresh = await generatedSource();
  const current = fs.existsSync(OUTPUT_PATH) ? fs.readFileSync(OUTPUT_PATH, 'utf8') : '';
  const relative = path.relative(root, OUTPUT_PATH);
  if (process.argv.includes('--check')) {
    if (fresh !== current) throw new Error(`${relative} is not what docs/api/openapi.yaml gives: run \`npm run api-contract\``);
    console.log(`${relative} is what docs/api/openapi.yaml gives`);
    return;
  }
  fs.writeFileSync(OUTPUT_PATH, fresh);
  console.log(`${relative} written`);
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

module.exports = { OUTPUT_PATH, generate, generateWithIndex, generatedSource };
