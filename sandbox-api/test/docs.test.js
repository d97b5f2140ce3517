'use strict';
// SEED.md and CONTROLS.md are what people and e2e authors read; keep them in step with code.
const test = require('node:test');
const assert = require('node:assert/strict');
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { SEED } = require('../test-support/sandbox-client');
const { controlRoutes } = require('../dist/control/index.js');

const read = (name) => readFileSync(path.join(__dirname, '..', name), 'utf8');

test('SEED.md names every seeded customer with its ID, mobile, LINE sub and linked accounts', () => {
  const doc = read('SEED.md');
  for (const customer of SEED.customers) {
    for (const value of [customer.name, customer.nationalId, customer.mobile, customer.key])
      assert.ok(doc.includes(value), `${customer.key}: ${value}`);
    if (customer.lineSub) assert.ok(doc.includes(customer.lineSub), customer.lineSub);
    for (const linked of customer.linkedAccounts) assert.ok(doc.includes(`| ${linked.accountNumber} |`), linked.accountNumber);
  }
  for (const special of SEED.specialAccounts) assert.ok(doc.includes(special.accountNumber));
});

test('CONTROLS.md documents every control route', () => {
  const doc = read('CONTROLS.md');
  for (const route of controlRoutes) {
    assert.ok(doc.includes(`| ${route.method} | \`${route.path}\``), `${route.method} ${route.path}`);
  }
});
