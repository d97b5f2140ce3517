import { sha256Hex } from '../analytics/sha256';
import { LINE_USER_LOCAL_KEYS, LINE_USER_SESSION_KEYS, LOCAL_KEYS } from './keys';
import { localStore, sessionStore } from './stores';

/**
 * The stored journey belongs to the LINE user who is logged in now, or to nobody: a phone shared
 * by two people, one person with two LINE accounts, or another account logging in through LINE
 * Login in the same tab, must never continue the registration, the verification, the statement
 * account or the screen to resume of the LINE user before (docs/security.md, "One device, two
 * LINE accounts"). Only a hash of the LINE user ID is kept. Storage from before this check has no
 * owner and is taken as this user's, so a release ends no journey in flight.
 */
export async function keepStorageToLineUser(lineUserId: string): Promise<void> {
  const owner = await sha256Hex(lineUserId);
  const before = localStore.get(LOCAL_KEYS.lineUser);
  if (before && before !== owner) {
    for (const key of LINE_USER_SESSION_KEYS) sessionStore.remove(key);
    for (const key of LINE_USER_LOCAL_KEYS) localStore.remove(key);
  }
  localStore.set(LOCAL_KEYS.lineUser, owner);
}
