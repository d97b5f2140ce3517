import type { Liff } from '@line/liff/core';
import type { RuntimeConfig } from '../config/runtime-config';
import { SESSION_KEYS } from '../storage/keys';
import { sessionStore } from '../storage/stores';
import type { ChatPlatform } from './liff-client';

/**
 * Mock mode only (the sandbox plays LINE): @line/liff-mock and what the sandbox answers through
 * it. One lazy chunk with the mock (`liff-mock`, ./start-liff.ts), which a production config is
 * refused for, so none of it reaches a customer's phone.
 */
export interface SandboxLine {
  leave: Pick<ChatPlatform, 'login' | 'openExternal'>;
  /** Resolves once the sandbox's signed ID token is LIFF's answer (or it could not be had). */
  tokenArrived: Promise<void>;
}

/**
 * The sandbox's LINE for this start, playing `lineUserId`. It asks at once for the ID token LINE
 * would hand over with init, while the SDK's chunks load, so the bank's first call does not wait
 * one more round trip for it.
 */
export function sandboxLine(config: RuntimeConfig, lineUserId: string): { play(liff: Liff, appLanguage: string): Promise<SandboxLine> } {
  const idToken = fetchSandboxIdToken(config, lineUserId).catch(() => null);
  return {
    async play(liff, appLanguage) {
      // Already here: the same chunk as this module (a static import would add a CommonJS wrapper to
      // every container's runtime).
      const { LiffMockPlugin } = await import(/* webpackChunkName: "liff-mock" */ '@line/liff-mock');
      // The mock's types are written for the full SDK; at run time it needs only isInClient (./start-liff.ts).
      liff.use(new LiffMockPlugin() as unknown as Parameters<typeof liff.use>[0]);
      // liff-mock's types do not declare `mock`; the option is real (its README).
      await liff.init({ liffId: config.liffId, mock: true } as Parameters<typeof liff.init>[0]);
      type MockData = Record<string, unknown>;
      const mock = (liff as unknown as { $mock: { set(update: (data: MockData) => MockData): void } }).$mock;
      // liff-mock's set replaces all its answers: merge, so getOS and the rest keep theirs.
      const answer = (patch: MockData) => mock.set((data) => ({ ...data, ...patch }));
      answer({ isInClient: sandboxPlaysLineClient(), getAppLanguage: appLanguage });
      return {
        // Like LIFF, the token is read once at start and cached; the sandbox plays LINE by signing
        // it. The first paint does not wait for it: the token source does.
        tokenArrived: idToken.then((token) => {
          if (token !== null) answer({ getIDToken: token, getDecodedIDToken: jwtClaims(token) });
        }),
        leave: {
          // liff-mock's login does nothing; opening the URL again re-runs start-up, which is where
          // the sandbox signs a new token, as LINE Login's round trip would.
          login: (redirectUri) => window.location.assign(redirectUri),
          // The sandbox's bank app and stores are web pages: the same tab plays the external browser.
          openExternal: (url) => window.location.assign(url),
        },
      };
    },
  };
}

/** The claims of a JWT, as liff.getDecodedIDToken() gives them (no signature check: the bank checks). */
export function jwtClaims(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(json, (char) => char.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const SANDBOX_CLIENT_PARAM = 'sandboxClient';

/**
 * The sandbox plays the LINE client (so 'back to chat' can close the window) unless a tester
 * opens a page with `?sandboxClient=browser` (`?sandboxClient=line` goes back); the choice lasts
 * for this tab.
 */
export function sandboxPlaysLineClient(search: string = window.location.search): boolean {
  const asked = new URLSearchParams(search).get(SANDBOX_CLIENT_PARAM);
  if (asked === 'browser' || asked === 'line') sessionStore.set(SESSION_KEYS.sandboxClient, asked);
  return sessionStore.get(SESSION_KEYS.sandboxClient) !== 'browser';
}

async function fetchSandboxIdToken(config: RuntimeConfig, lineUserId: string): Promise<string> {
  if (!config.mockIdTokenUrl) throw new Error('mock LIFF needs mockIdTokenUrl in the runtime config');
  const url = new URL(config.mockIdTokenUrl);
  url.searchParams.set('sub', lineUserId);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`sandbox ID token: HTTP ${response.status}`);
  const body: unknown = await response.json();
  const token = typeof body === 'object' && body !== null && 'idToken' in body ? body.idToken : null;
  if (typeof token !== 'string') throw new Error('sandbox ID token: unexpected answer');
  return token;
}
