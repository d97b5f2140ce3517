import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** The module a failed remote resolves to: it has no pages, so its routes show the unavailable page. */
export interface UnavailableRemote {
  remoteUnavailable: true;
  id: string;
  /** The runtime's error, named in the route's console report. */
  reason?: string;
}

const messageOf = (error: unknown): string | undefined =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : undefined;

/**
 * A remote that cannot be fetched or started must not reject into the shell: loading resolves
 * to a marker module and only that remote's routes show 'service temporarily unavailable'.
 */
export function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'remote-fallback',
    errorLoadRemote({ id, lifecycle, error }) {
      console.warn(`[federation] remote ${id} unavailable (${lifecycle})`, error);
      const reason = messageOf(error);
      const fallback: UnavailableRemote = { remoteUnavailable: true, id, ...(reason ? { reason } : {}) };
      return fallback;
    },
  };
}
