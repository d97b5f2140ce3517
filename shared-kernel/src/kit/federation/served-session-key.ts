import { SESSION_KEYS, type SessionKey } from 'shared-kernel';

/**
 * A session key as the served kernel (the host's, which may be older than this package's) names
 * it, or null where that kernel predates the key: there every such key reads `undefined`, so they
 * would all share the one item named "undefined", which that kernel never clears for another LINE
 * user. A package keeps nothing under such a key on that host, and its feature works as that
 * release's did (docs/compatibility-suite.md).
 */
export const servedSessionKey = (name: keyof typeof SESSION_KEYS): SessionKey | null =>
  (SESSION_KEYS as Partial<typeof SESSION_KEYS>)[name] ?? null;
