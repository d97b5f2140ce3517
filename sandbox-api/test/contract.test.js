'use strict';
// The sandbox and docs/api/openapi.yaml describe the same calls: a route added to the sandbox
// without its operation in the document (or the other way round) fails here. Every bank call
// the other sandbox tests make is checked against the document by test-support/sandbox-client.js.
const test = require('node:test');
const assert = require('node:assert/strict');
const { bankRoutes } = require('../dist/routes/index.js');
const { readFileSync } = require('node:fs');
const { load } = require('js-yaml');
const { bankContract, CONTRACT_PATH } = require('../../scripts/api-contract.js');
const { CATALOGUE } = require('../dist/errors/catalogue.js');

const key = (method, path) => `${method} ${path.replace(/:(\w+)/g, '{$1}')}`;

test('every sandbox route is an operation of the contract, and every operation a sandbox route', () => {
  const routes = bankRoutes.map((route) => key(route.method, route.path)).sort();
  const operations = bankContract()
    .operations.map((operation) => key(operation.method, operation.template))
    .sort();
  assert.deepEqual(routes, operations);
});

test('a request or an answer the contract does not describe is named, not passed', () => {
  const contract = bankContract();
  const request = (body, headers = {}) => ({ method: 'POST', path: '/registers/otp/request', query: new URLSearchParams(), headers, body });
  assert.deepEqual(contract.checkRequest(request({ registerRef: 'REG-1' }), { headers: false }), []);
  assert.match(contract.checkRequest(request({}), { headers: false }).join(), /registerRef/);
  assert.match(contract.checkRequest(request({ registerRef: 'REG-1' })).join(), /X-Action is missing/);
  assert.match(contract.checkRequest({ ...request({}), path: '/registers/otp/resend' }).join(), /not in the contract/);
  const operation = contract.operationFor('POST', '/registers/otp/request');
  assert.match(contract.checkResponse(operation, 418, {}).join(), /HTTP 418 is not in the contract/);
  const refusal = {
    success: false,
    code: 'LKS0605',
    message: '',
    data: null,
    detailedErrors: null,
    metadata: { profileStatus: 'UNKNOWN', cooldownFinishedAt: '' },
  };
  assert.match(contract.checkResponse(operation, 400, refusal).join(), /allowed values/);
});

/** Every error code the document lets any answer carry (the `code` enums and constants of its error schemas). */
function documentedCodes() {
  const codes = new Set();
  JSON.stringify(load(readFileSync(CONTRACT_PATH, 'utf8')), (name, value) => {
    if (name === 'code' && value && typeof value === 'object')
      for (const code of value.enum ?? ('const' in value ? [value.const] : [])) codes.add(code);
    return value;
  });
  return codes;
}

test("the document's error codes are the bank's catalogue: none missing, none invented", () => {
  const codes = documentedCodes();
  assert.deepEqual(
    Object.keys(CATALOGUE).filter((code) => !codes.has(code)),
    [],
  );
  assert.deepEqual(
    [...codes].filter((code) => !(code in CATALOGUE) && code !== 'UNKNOWN' && code !== '0000'),
    [],
  );
});
