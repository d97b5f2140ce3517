import { loadRuntimeConfig, RefusedRuntimeConfig } from './runtime-config';

const BASE = {
  environment: 'sandbox',
  liffId: 'liff-1',
  liffMock: true,
  apiBaseUrl: 'http://localhost:4000',
  remotes: { registration: 'http://localhost:3001/remoteEntry.js', settings: 'http://localhost:3002/remoteEntry.js', statement: 'http://localhost:3003/remoteEntry.js' },
  retry: { chatTokenAttempts: 5, chatTokenDelayMs: 1000, expiredTokenRetries: 2 },
  frameOrigins: [],
};

function serveConfig(config: object) {
  // The deployment's file is the boundary: fetch answers it.
  global.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => config })) as unknown as typeof fetch;
}

describe('the runtime config guards', () => {
  it('refuses the LIFF mock when the environment is production', async () => {
    serveConfig({ ...BASE, environment: 'production' });
    const loading = loadRuntimeConfig();
    await expect(loading).rejects.toBeInstanceOf(RefusedRuntimeConfig);
    await expect(loading).rejects.toMatchObject({ reason: 'liff-mock-in-production' });
  });

  it('starts production with the real LIFF SDK', async () => {
    serveConfig({ ...BASE, environment: 'production', liffMock: false });
    await expect(loadRuntimeConfig()).resolves.toMatchObject({ environment: 'production', liffMock: false });
  });

  it('lets the sandbox use the mock', async () => {
    serveConfig(BASE);
    await expect(loadRuntimeConfig()).resolves.toMatchObject({ environment: 'sandbox', liffMock: true });
  });
});
