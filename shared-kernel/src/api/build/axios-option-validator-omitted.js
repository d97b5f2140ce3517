// Build-time stand-in for axios's option validator (axios 1.21, scripts/omissions/library-omissions.js).
// It checks the options each request is made with and warns about misspelt or deprecated ones.
// The client's options are written once in api/client.ts and type-checked, so in a phone it
// would only ever re-check the same literal. Every validator accepts; none warns.
const accepts = () => true;
const acceptsAll = () => accepts;

export default {
  assertOptions() {},
  validators: {
    object: accepts,
    boolean: accepts,
    number: accepts,
    function: accepts,
    string: accepts,
    symbol: accepts,
    transitional: acceptsAll,
    spelling: acceptsAll,
  },
};
