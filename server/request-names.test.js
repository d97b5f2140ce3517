// The access log and the metrics name a bank call by its path template, read from the path's
// shape alone (request-names.js), so a call added to the bank API contract needs nothing here.
// This holds every operation of the contract (docs/api/openapi.yaml) to that.
const { bankContract } = require('../scripts/api-contract');
const { ROUTES } = require('./request-names');

const PREFIX = '/services/lks/inter/api/v1';

test("every bank call of the contract is named by its own path template, an id standing in each of the template's placeholders", () => {
  const misnamed = bankContract()
    .operations.map(({ template }) => ({
      template: template.replace(/\{[^}]+\}/g, '{id}'),
      named: ROUTES.api(`${PREFIX}${template.replace(/\{[^}]+\}/g, 'SV-1234567890')}?accountRef=AR-1`, PREFIX).bankPath,
    }))
    .filter(({ template, named }) => named !== template);
  expect(misnamed).toEqual([]);
});
