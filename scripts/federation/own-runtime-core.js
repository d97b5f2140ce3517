// A remote's own copy of Module Federation's runtime-core, built beside its remoteEntry.js and
// fetched only on a page that offers none of the remote's exact version
// (scripts/federation/container-start.js). It adds itself to the page's offers, without
// replacing one already there, and starts the containers that wait for this very file.
import * as runtimeCore from '@module-federation/runtime-core';

const page = globalThis;
const cores = page[__LKS_RUNTIME_CORES__] || (page[__LKS_RUNTIME_CORES__] = {});
if (!cores[__LKS_FEDERATION_VERSION__]) cores[__LKS_FEDERATION_VERSION__] = runtimeCore;

const self = page.document && page.document.currentScript;
const arrivals = page[__LKS_RUNTIME_CORE_ARRIVALS__];
const waiting = self && arrivals ? arrivals[self.src] : undefined;
if (waiting) {
  delete arrivals[self.src];
  waiting.forEach((start) => start(runtimeCore));
}
