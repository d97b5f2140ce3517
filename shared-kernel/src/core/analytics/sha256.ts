/** Lower-case hex SHA-256 of the UTF-8 text, via Web Crypto (no hashing library shipped). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Analytics may carry the e-mail only as this hash; trimming and lower-casing make it stable. */
export function hashEmailForAnalytics(email: string): Promise<string> {
  return sha256Hex(email.trim().toLowerCase());
}
