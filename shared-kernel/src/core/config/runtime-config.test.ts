import { getRuntimeConfig, loadRuntimeConfig, RefusedRuntimeConfig } from './runtime-config';

const CONFIG = {
  environment: 'sandbox',
  liffId: 'liff-1',
  liffMock: true,
  apiBaseUrl: 'https://api.bank.example',
  remotes: {
    registration: 'https://reg.bank.example/remoteEntry.js',
    settings: 'https://set.bank.example/remoteEntry.js',
    statement: 'https://stm.bank.example/remoteEntry.js',
  },
  retry: { chatTokenAttempts: 5, chatTokenDelayMs: 1000, expiredTokenRetries: 2 },
  frameOrigins: ['https://consent.example'],
};

function inlineConfig(text: string): void {
  const slot = document.createElement('script');
  slot.type = 'application/json';
  slot.id = 'runtime-config';
  slot.textContent = text;
  document.head.appendChild(slot);
}

const fetchMock = jest.fn();

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock;
});

afterEach(() => {
  document.head.innerHTML = '';
});

describe('loadRuntimeConfig', () => {
  it('reads the config the server inlined in the page without a request', async () => {
    inlineConfig(JSON.stringify(CONFIG));
    const config = await loadRuntimeConfig();
    expect(config.apiBaseUrl).toBe('https://api.bank.example');
    expect(getRuntimeConfig().remotes.statement).toBe('https://stm.bank.example/remoteEntry.js');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fetches /runtime-config.json when the page slot is empty (dev server)', async () => {
    inlineConfig('');
    fetchMock.mockResolvedValue({ ok: true, json: async () => CONFIG });
    await loadRuntimeConfig();
    expect(fetchMock).toHaveBeenCalledWith('/runtime-config.json', { cache: 'no-store' });
  });

  it('keeps the integrity of each remote entry the server gives, and refuses one that is no integrity value', async () => {
    const remoteIntegrity = { registration: `sha384-${'A'.repeat(64)}` };
    inlineConfig(JSON.stringify({ ...CONFIG, remoteIntegrity }));
    expect((await loadRuntimeConfig()).remoteIntegrity).toEqual(remoteIntegrity);
    document.head.innerHTML = '';
    inlineConfig(JSON.stringify({ ...CONFIG, remoteIntegrity: { registration: 'https://evil.example/x.js' } }));
    await expect(loadRuntimeConfig()).rejects.toThrow();
  });

  it('[family:malformed-answers] refuses an inlined config that breaks the schema', async () => {
    inlineConfig(JSON.stringify({ ...CONFIG, apiBaseUrl: 'not a url' }));
    await expect(loadRuntimeConfig()).rejects.toThrow();
  });
});

function serveConfig(config: object) {
  fetchMock.mockResolvedValue({ ok: true, status: 200, json: async () => config });
}

describe('the runtime config guards', () => {
  it('refuses the LIFF mock when the environment is production', async () => {
    serveConfig({ ...CONFIG, environment: 'production' });
    const loading = loadRuntimeConfig();
    await expect(loading).rejects.toBeInstanceOf(RefusedRuntimeConfig);
    await expect(loading).rejects.toMatchObject({ reason: 'liff-mock-in-production' });
  });

  it('starts production with the real LIFF SDK', async () => {
    serveConfig({ ...CONFIG, environment: 'production', liffMock: false });
    await expect(loadRuntimeConfig()).resolves.toMatchObject({ environment: 'production', liffMock: false });
  });

  it('lets the sandbox use the mock', async () => {
    serveConfig(CONFIG);
    await expect(loadRuntimeConfig()).resolves.toMatchObject({ environment: 'sandbox', liffMock: true });
  });
});
