import type { APIRequestContext } from '@playwright/test';

export const SANDBOX_URL = `http://localhost:${process.env.SANDBOX_PORT ?? 4000}`;
export const BANK_PREFIX = '/services/lks/inter/api/v1';

/** The sandbox bank's control endpoints (sandbox-api/CONTROLS.md). */
export function sandboxControls(request: APIRequestContext) {
  const post = async (path: string, data: unknown = {}) => {
    const response = await request.post(`${SANDBOX_URL}/__sandbox/${path}`, { data });
    if (!response.ok()) throw new Error(`sandbox ${path}: HTTP ${response.status()}`);
  };
  return {
    reset: () => post('reset'),
    setFeatureFlags: (flags: Record<string, boolean>) => post('feature-flags', flags),
    failNext: (failure: { path: string; code: string; method?: string; status?: number; times?: number }) =>
      post('fail-next', failure),
    setTokenLifetime: (seconds: number) => post('token-lifetime', { seconds }),
    outbox: async () => (await request.get(`${SANDBOX_URL}/__sandbox/outbox`)).json(),
  };
}
