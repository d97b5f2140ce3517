// Build-time stand-in for axios's fetch adapter (scripts/omissions/library-omissions.js). The kernel's client
// always uses the XHR adapter, so the fetch adapter (about 4 KB gzip) never needs to ship.
export const getFetch = () => undefined;
export default undefined;
