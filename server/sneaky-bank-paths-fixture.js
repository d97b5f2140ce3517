// Paths below the bank's API path that a Java bank could read as another one: the forwarder
// refuses each (server/serving-attacks.test.js), and so does nginx in the production topology
// (scripts/topology/bank-paths.js).
const sneakyBankPaths = (prefix) => [
  `${prefix}/..;/..;/x`,
  `${prefix}/a/..;/b`,
  `${prefix}/%2e%2e/%2e%2e/x`,
  `${prefix}/%252e%252e/%252e%252e/x`,
  `${prefix}/a%252f..%252f..%252fx`,
  `${prefix}/feature-flags;jsessionid=x`,
  `${prefix}//x`,
  `${prefix}/x//y`,
  `${prefix}/./x`,
  `${prefix}/x%00`,
  `${prefix}/x\\..\\y`,
];

// Methods the bank's API does not use (docs/api/openapi.yaml has GET, POST and PUT): the forwarder
// answers each 405 (server/api-forwarding.test.js), and so does nginx in the production topology.
const methodsTheBankDoesNotUse = ['TRACE', 'PROPFIND', 'OPTIONS', 'DELETE', 'PATCH', 'HEAD', 'MOVE'];

module.exports = { sneakyBankPaths, methodsTheBankDoesNotUse };
