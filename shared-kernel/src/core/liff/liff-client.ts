import type { DeviceOs } from '../api/request-headers';

/**
 * The slice of the LIFF SDK the app uses. Holding this narrow interface (not the SDK type)
 * lets the real SDK, the mock and tests stand behind it alike.
 */
export interface ChatPlatform {
  getIDToken(): string | null;
  getOS(): 'ios' | 'android' | 'web' | undefined;
  closeWindow(): void;
  isInClient(): boolean;
  /** The ID token's `exp` (seconds since the epoch) as LIFF decoded it, or null. */
  idTokenExpiry?(): number | null;
  /** The ID token's `iat` (seconds since the epoch) as LIFF decoded it, or null. */
  idTokenIssuedAt?(): number | null;
  /** LINE Login again, coming back to `redirectUri`: the only way to a new ID token. */
  login?(redirectUri: string): void;
  /** Opens a page outside LINE (the bank app's web link, an app store). */
  openExternal?(url: string): void;
}

let platform: ChatPlatform | null = null;

export function setChatPlatform(next: ChatPlatform | null): void {
  platform = next;
}

export function chatPlatform(): ChatPlatform | null {
  return platform;
}

export function closeChatWindow(): void {
  platform?.closeWindow();
}

/** Only the LINE client can close the window; a plain browser tab cannot be closed by a page. */
export function canCloseChatWindow(): boolean {
  return platform?.isInClient() ?? false;
}

/** Leaves LINE for another app or store the way LIFF expects (an external browser). */
export function openOutsideChat(url: string): void {
  if (platform?.openExternal) platform.openExternal(url);
  else window.location.assign(url);
}

export function deviceOsOf(os: string | undefined): DeviceOs {
  if (os === 'ios') return 'IOS';
  if (os === 'android') return 'ANDROID';
  return 'OTHERS';
}
