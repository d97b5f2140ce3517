import {
  beginFirstCalls,
  beginTokenExchange,
  loadRuntimeConfig,
  PATHS,
  readRouteStarts,
  startLiff,
  type RuntimeConfig,
} from 'shared-kernel/start-up';

export interface StartUp {
  /** The runtime config, checked (a refused one rejects with RefusedRuntimeConfig). */
  config: Promise<RuntimeConfig>;
  /** LIFF is up (liff.init resolved), so the router may read the URL. */
  liff: Promise<void>;
  /** Whether `liff` has yet to settle (LINE's servers still answering liff.init). */
  liffPending(): boolean;
}

let started: StartUp | null = null;

/**
 * The start-up that needs no React, once per page: main.js begins it beside the bootstrap, so
 * the config, LIFF's init, the chat-token exchange and the route's first bank calls run while
 * the framework chunk downloads (ARCHITECTURE.md, "Start-up"). The bootstrap
 * awaits the same promises before it renders, which keeps LIFF's order: liff.init resolves
 * before the router reads the URL, and the exchange begins before any call that needs its token.
 */
export function startUp(): StartUp {
  if (started) return started;
  const config = loadRuntimeConfig();
  const liff = config.then(async (loaded) => {
    await startLiff(loaded);
    void beginTokenExchange(loaded);
    // A route whose first screen waits for the bank has its first calls begin with the start-up
    // instead of after its page has arrived and drawn; the remote that owns the route names them
    // (docs/remote-screens.md). The route being opened is read before the router moves on from it
    // (with the real SDK, liff.init has already put a `liff.state` deep link's path in the
    // address: ./deep-link.ts). Like every call that needs a token they go out once the exchange
    // has succeeded, and not at all when it fails (callApi, session-ready.ts).
    beginFirstCalls(readRouteStarts()[window.location.pathname], new URLSearchParams(window.location.search));
  });
  // The bootstrap reports a failure; until it awaits them, a rejection is not unhandled (the
  // second handler below is liff's).
  config.catch(() => undefined);
  let liffSettled = false;
  const settle = () => {
    liffSettled = true;
  };
  liff.then(settle, settle);
  started = { config, liff, liffPending: () => !liffSettled };
  return started;
}

/** The consent provider's return page runs in a frame and must not start LIFF or exchange tokens. */
export const startsUp = (pathname: string): boolean => pathname !== PATHS.stampConsentAction;
