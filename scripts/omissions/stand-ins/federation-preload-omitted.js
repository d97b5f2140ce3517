// Build-time stand-in for Module Federation's asset preloading (runtime-core 2.9.2,
// scripts/omissions/library-omissions.js). It serves `preloadRemote` and manifest-driven preloads,
// neither of which the app uses: the host hints the current route's remote entry in the HTML
// itself (ARCHITECTURE.md, "First paint"). runtime-core still imports it from the remote
// handler and its helpers object, so it shipped in every main.js.
const NO_PRELOAD = 'Module Federation preloading is left out of this build (scripts/omissions/library-omissions.js).';

export function defaultPreloadArgs() {
  throw new Error(NO_PRELOAD);
}

export function formatPreloadArgs() {
  throw new Error(NO_PRELOAD);
}

export function normalizePreloadExposes() {
  throw new Error(NO_PRELOAD);
}

export function preloadAssets() {
  return Promise.reject(new Error(NO_PRELOAD));
}
