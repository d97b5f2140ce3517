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
