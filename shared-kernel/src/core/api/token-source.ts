/**
 * Where a fresh chat (LINE) ID token comes from. The host sets it after LIFF starts; the API
 * client asks it when the bank says the access token expired (LKS0106).
 */
type IdTokenSource = () => Promise<string | null> | string | null;

let source: IdTokenSource = () => null;

export function setChatIdTokenSource(next: IdTokenSource): void {
  source = next;
}

export async function currentChatIdToken(): Promise<string | null> {
  return source();
}
