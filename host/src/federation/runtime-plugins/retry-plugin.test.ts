import { remoteRetryPlugin } from './retry-plugin';

type Hooks = Required<ReturnType<typeof remoteRetryPlugin>>;
type EntryErrorArgs = Parameters<Hooks['loadEntryError']>[0];
type FactoryArgs = Parameters<Hooks['getModuleFactory']>[0];

const entry = { get: jest.fn(), init: jest.fn() };

function entryErrorArgs(getRemoteEntry: jest.Mock): EntryErrorArgs {
  return {
    getRemoteEntry,
    origin: {},
    remoteInfo: { name: 'settings', entry: 'http://remote/remoteEntry.js' },
    remoteEntryExports: undefined,
    globalLoading: { 'settings@remoteEntry': Promise.resolve(undefined) },
    uniqueKey: 'settings@remoteEntry',
  } as unknown as EntryErrorArgs;
}

describe('the remote retry plugin', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('loads a failed remote entry again once, after the delay, with its failed load forgotten', async () => {
    const getRemoteEntry = jest.fn().mockResolvedValue(entry);
    const args = entryErrorArgs(getRemoteEntry);
    const retried = remoteRetryPlugin(500).loadEntryError!(args);
    await jest.advanceTimersByTimeAsync(499);
    expect(getRemoteEntry).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    await expect(retried).resolves.toBe(entry);
    expect(getRemoteEntry).toHaveBeenCalledTimes(1);
    expect(args.globalLoading).not.toHaveProperty('settings@remoteEntry');
  });

  it('passes a second failure on, so the fallback shows the unavailable page', async () => {
    const getRemoteEntry = jest.fn().mockRejectedValue(new Error('RUNTIME-008'));
    const retried = remoteRetryPlugin(500).loadEntryError!(entryErrorArgs(getRemoteEntry));
    const outcome = expect(retried).rejects.toThrow('RUNTIME-008');
    await jest.advanceTimersByTimeAsync(500);
    await outcome;
    expect(getRemoteEntry).toHaveBeenCalledTimes(1);
  });

  it('asks a remote for its exposed module again once when the first ask fails', async () => {
    const factory = () => ({ pages: {} });
    const get = jest.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValueOnce(factory);
    const asked = remoteRetryPlugin(500).getModuleFactory!({
      remoteEntryExports: { ...entry, get },
      expose: './pages',
    } as unknown as FactoryArgs);
    await jest.advanceTimersByTimeAsync(500);
    await expect(asked).resolves.toBe(factory);
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('gives up on the exposed module after the second failure', async () => {
    const get = jest.fn().mockRejectedValue(new Error('chunk failed'));
    const asked = remoteRetryPlugin(500).getModuleFactory!({
      remoteEntryExports: { ...entry, get },
      expose: './pages',
    } as unknown as FactoryArgs);
    const outcome = expect(asked).rejects.toThrow('chunk failed');
    await jest.advanceTimersByTimeAsync(500);
    await outcome;
    expect(get).toHaveBeenCalledTimes(2);
  });
});
