'use strict';
// The bank API contract (docs/api/openapi.yaml) as code: which operation a request is, and
// whether a request or an answer is one the document describes. The sandbox validates every
// request with it; the sandbox's, the kernel's and the end-to-end tests check both sides of
// every call with it. Only the document's own JSON Schemas are run (ajv, draft 2020-12 as
// OpenAPI 3.1 uses); nothing here restates a rule of the document. Its types: api-contract.d.ts.
const { readFileSync } = require('node:fs');
const path = require('node:path');
const Ajv2020 = require('ajv/dist/2020').default;
const { load } = require('js-yaml');

const CONTRACT_PATH = path.join(__dirname, '..', 'docs', 'api', 'openapi.yaml');
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const escapePointer = (segment) => segment.replace(/~/g, '~0').replace(/\//g, '~1');
function templateMatcher(template) {
  const names = [];
  const source = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{([^}]+)\}/g, (_, name) => {
    names.push(name);
    return '([^/]+)';
  });
  const pattern = new RegExp(`^${source}$`);
  return (candidate) => {
    const found = pattern.exec(candidate);
    if (!found) return null;
    return Object.fromEntries(names.map((name, i) => [name, decodeSegment(found[i + 1] ?? '')]));
  };
}
/** A path segment as sent when its percent-encoding does not decode (the bank answers 400 for it). */
function decodeSegment(segment) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
function describe(errors) {
  return (errors ?? []).map((error) => `${error.instancePath || '(root)'} ${error.message ?? ''}`.trim()).join('; ');
}
function createContract(document) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  ajv.addSchema(document, 'openapi');
  const compiled = new Map();
  const validator = (pointer) => {
    let found = compiled.get(pointer);
    if (!found) {
      found = ajv.compile({ $ref: `openapi#${pointer}` });
      compiled.set(pointer, found);
    }
    return found;
  };
  const at = (pointer) =>
    pointer
      .split('/')
      .slice(1)
      .reduce((node, part) => node?.[part.replace(/~1/g, '/').replace(/~0/g, '~')], document);
  /** Follows an OpenAPI `$ref` (to a parameter, body or response): the pointer of what it names. */
  const resolve = (pointer) => {
    const ref = at(pointer)?.$ref;
    return typeof ref === 'string' && ref.startsWith('#/') ? resolve(ref.slice(1)) : pointer;
  };
  const operations = [];
  for (const [template, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      operations.push({
        method: method.toUpperCase(),
        template,
        operationId: String(operation.operationId),
        pointer: `/paths/${escapePointer(template)}/${method}`,
        matches: templateMatcher(template),
      });
    }
  }
  const operationFor = (method, requestPath) =>
    operations.find((operation) => operation.method === method.toUpperCase() && operation.matches(requestPath) !== null);
  function checkRequest(request, { headers = true } = {}) {
    const operation = operationFor(request.method, request.path);
    if (!operation) return [`${request.method} ${request.path} is not in the contract`];
    const problems = [];
    const op = at(operation.pointer);
    const params = op.parameters ?? [];
    const pathValues = operation.matches(request.path) ?? {};
    params.forEach((_, i) => {
      const pointer = resolve(`${operation.pointer}/parameters/${i}`);
      const param = at(pointer);
      const name = String(param.name);
      const place = String(param.in);
      if (place === 'header' && !headers) return;
      const value =
        place === 'header'
          ? request.headers[name.toLowerCase()]
          : place === 'query'
            ? (request.query.get(name) ?? undefined)
            : pathValues[name];
      if (value === undefined) {
        if (param.required === true) problems.push(`${place} ${name} is missing`);
        return;
      }
      const check = validator(`${pointer}/schema`);
      if (!check(value)) problems.push(`${place} ${name} ${JSON.stringify(value)}: ${describe(check.errors)}`);
    });
    for (const name of request.query.keys()) {
      const known = params.some((_, i) => {
        const param = at(resolve(`${operation.pointer}/parameters/${i}`));
        return param.in === 'query' && param.name === name;
      });
      if (!known) problems.push(`query ${name} is not in the contract`);
    }
    if (headers && needsBearer(op, document) && !/^Bearer \S+$/.test(request.headers.authorization ?? '')) {
      problems.push('Authorization: Bearer <token> is missing');
    }
    const bodyPointer = op.requestBody ? resolve(`${operation.pointer}/requestBody`) : null;
    if (bodyPointer === null) {
      if (request.body !== undefined && !isEmptyObject(request.body)) problems.push('a body is sent to a call that takes none');
    } else {
      const body = at(bodyPointer);
      if (request.body === undefined) {
        if (body.required === true) problems.push('the body is missing');
      } else {
        const check = validator(`${bodyPointer}/content/application~1json/schema`);
        if (!check(request.body)) problems.push(`body: ${describe(check.errors)}`);
      }
    }
    return problems.map((problem) => `${operation.operationId}: ${problem}`);
  }
  function checkResponse(operation, status, body) {
    const responses = at(operation.pointer).responses;
    if (!(String(status) in responses)) return [`${operation.operationId}: HTTP ${status} is not in the contract`];
    const pointer = resolve(`${operation.pointer}/responses/${status}`);
    const check = validator(`${pointer}/content/application~1json/schema`);
    return check(body)
      ? []
      : [`${operation.operationId} ${status}: ${describe(check.errors)} in ${String(JSON.stringify(body)).slice(0, 300)}`];
  }
  return { operations, operationFor, checkRequest, checkResponse };
}
function isEmptyObject(value) {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0;
}
/** True unless the operation (or the document) lets a call go without a token. */
function needsBearer(operation, document) {
  const security = operation.security ?? document.security ?? [];
  return security.length > 0 && security.every((requirement) => Object.keys(requirement).length > 0);
}
let loaded;
/** The repository's contract, read once. */
function bankContract() {
  loaded ??= createContract(load(readFileSync(CONTRACT_PATH, 'utf8')));
  return loaded;
}

module.exports = { CONTRACT_PATH, createContract, bankContract };
