/**
 * Where a fresh chat (LINE) ID token comes from. The host sets it after LIFF starts; the API
 * client asks it when the bank says the access token expired (LKS0106).
 */
type IdTokenSource = (spent?: boolean) => Promise<string | null> | string | null;

let source: IdTokenSource = () => null;

export function setChatIdTokenSource(next: IdTokenSource): void {
  source = next;
}

/** `spent`: the bank has refused the token it has as already exchanged, so a new one is needed. */
export async function currentChatIdToken(spent?: boolean): Promise<string | null> {
  return source(spent);
}
