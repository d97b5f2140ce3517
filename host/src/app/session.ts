import { startSession, type RuntimeConfig } from 'shared-kernel';

let session: Promise<boolean> | null = null;

/**
 * The start-up token exchange and flags, once per page: bootstrap begins it as soon as LIFF is up
 * (before the first render, which may wait for the route's page), and the shell reads its result.
 */
export function beginSession(config: RuntimeConfig): Promise<boolean> {
  session ??= startSession(config);
  return session;
}
