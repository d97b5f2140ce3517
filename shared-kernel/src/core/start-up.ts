/**
 * What the host starts before React and the rest of the kernel have arrived: the runtime config,
 * LIFF and the chat-token exchange (host/src/app/start-up.ts). On a phone these then run while
 * the framework chunk (React, the router, jotai) downloads, instead of after it, and so do the
 * first bank calls of a route whose screen waits for them (ARCHITECTURE.md, "Start-up").
 * Nothing reached from here may import React, the router or jotai (the app's state): that
 * would put the framework back in front of LIFF (e2e/tests/statement/statement-entry.spec.ts
 * holds the framework back to prove it).
 * These are the same modules the kernel's index exports, so there is one LIFF, one API client
 * and one session per page.
 */
export { loadRuntimeConfig, RefusedRuntimeConfig, type RuntimeConfig } from './config/runtime-config';
export { startLiff } from './liff/start-liff';
export { beginTokenExchange } from './session/token-exchange';
export { PATHS } from './routing/paths';
export { beginFirstCalls, readRouteStarts, type RouteStart } from './session/route-start';
