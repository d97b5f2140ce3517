import { setChatIdTokenSource } from '../core/api/token-source';
import { freshChatIdToken } from '../core/liff/id-token-freshness';
import { setChatPlatform, type ChatPlatform } from '../core/liff/liff-client';

/**
 * LIFF is the boundary in unit tests: a stand-in platform plays the LINE app (or, with
 * `isInClient: false`, a plain phone browser) and records what the page asked of it.
 */
export function playChatPlatform(overrides: Partial<ChatPlatform> = {}): ChatPlatform & { closeWindow: jest.Mock } {
  const platform = {
    getIDToken: () => null,
    getOS: () => 'ios' as const,
    isInClient: () => true,
    ...overrides,
    closeWindow: jest.fn(),
  };
  setChatPlatform(platform);
  return platform;
}

/**
 * LINE as the start-up and the renewal see it: the ID token (valid for an hour unless `overrides`
 * say otherwise) is handed out as the page does (`freshChatIdToken`), and LINE Login is watched:
 * the promise gives where it was asked to come back to.
 */
export function lineWithLogin(overrides: Partial<ChatPlatform> = {}): Promise<string> {
  let loggedInTo: (url: string) => void = () => undefined;
  const loggedIn = new Promise<string>((resolve) => (loggedInTo = resolve));
  const platform: ChatPlatform = {
    getIDToken: () => 'id-token',
    getOS: () => 'ios',
    closeWindow: () => undefined,
    isInClient: () => true,
    idTokenExpiry: () => Date.now() / 1000 + 3600,
    login: (url) => loggedInTo(url),
    ...overrides,
  };
  setChatIdTokenSource((spent) => freshChatIdToken(platform, Date.now(), spent));
  return loggedIn;
}
