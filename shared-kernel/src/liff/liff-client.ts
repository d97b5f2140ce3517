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

export function deviceOsOf(os: string | undefined): DeviceOs {
  if (os === 'ios') return 'IOS';
  if (os === 'android') return 'ANDROID';
  return 'OTHERS';
}
