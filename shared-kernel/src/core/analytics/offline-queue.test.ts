import { enqueueOfflineEvent, flushOfflineEvents, OFFLINE_EVENTS_KEY, readOfflineEvents, startOfflineQueue } from './offline-queue';
import { track } from './track';

type TestWindow = Window & { dataLayer?: unknown[] };
const dataLayer = (): unknown[] => (window as TestWindow).dataLayer ?? [];
/** Event names and codes in the order they reached the data layer. */
const pushed = () => dataLayer().map((entry) => (entry as { code?: string; event: string }).code ?? (entry as { event: string }).event);
const apiError = (code: string) => ({ name: 'api_error', params: { code, flow: 'Register' } });

function setOnline(online: boolean): void {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

afterEach(() => {
  // Whatever a test left waiting (in storage or memory) is flushed into a throwaway data layer.
  jest.restoreAllMocks();
  flushOfflineEvents();
  delete (window as TestWindow).dataLayer;
  localStorage.clear();
  jest.useRealTimers();
});

describe('offline event queue', () => {
  it('uses the offlineEvents storage key', () => {
    expect(OFFLINE_EVENTS_KEY).toBe('offlineEvents');
  });

  it('appends events and flushes them in the order they happened', () => {
    setOnline(false);
    track(apiError('A'));
    track(apiError('B'));
    track(apiError('C'));
    expect(dataLayer()).toEqual([]);

    flushOfflineEvents();
    expect(pushed()).toEqual(['A', 'B', 'C']);
    expect(dataLayer()[1]).toMatchObject({ event: 'api_error', code: 'B', flow: 'Register' });
    expect(localStorage.getItem(OFFLINE_EVENTS_KEY)).toBeNull();

    flushOfflineEvents();
    expect(dataLayer()).toHaveLength(3);
  });

  it('keeps the time each event happened, not the time it was sent', () => {
    jest.useFakeTimers({ now: new Date('2026-11-22T08:00:00Z') });
    setOnline(false);
    track(apiError('EARLY'));
    jest.setSystemTime(new Date('2026-11-22T08:05:00Z'));
    track(apiError('LATER'));
    jest.setSystemTime(new Date('2026-11-22T09:00:00Z'));
    flushOfflineEvents();
    expect(dataLayer()).toEqual([
      { event: 'api_error', code: 'EARLY', flow: 'Register', eventTime: Date.parse('2026-11-22T08:00:00Z') },
      { event: 'api_error', code: 'LATER', flow: 'Register', eventTime: Date.parse('2026-11-22T08:05:00Z') },
    ]);
  });

  it('keeps events stored by an earlier page load', async () => {
    // Each isolated import is a fresh copy of the modules, as after a reload.
    setOnline(false);
    await jest.isolateModulesAsync(async () => {
      (await import('./track')).track(apiError('BEFORE_RELOAD'));
    });
    await jest.isolateModulesAsync(async () => {
      (await import('./track')).track(apiError('AFTER_RELOAD'));
    });
    await jest.isolateModulesAsync(async () => {
      (await import('./offline-queue')).flushOfflineEvents();
    });
    expect(pushed()).toEqual(['BEFORE_RELOAD', 'AFTER_RELOAD']);
  });

  it('does not throw on a corrupt stored value and starts a fresh list', () => {
    localStorage.setItem(OFFLINE_EVENTS_KEY, '{not json');
    expect(readOfflineEvents()).toEqual([]);
    expect(() => flushOfflineEvents()).not.toThrow();

    localStorage.setItem(OFFLINE_EVENTS_KEY, '{"event":"not-an-array"}');
    setOnline(false);
    expect(() => track(apiError('AFTER_CORRUPTION'))).not.toThrow();
    expect(readOfflineEvents()).toEqual([expect.objectContaining({ event: 'api_error', code: 'AFTER_CORRUPTION' })]);
  });

  it('keeps the readable events when some stored items are damaged', () => {
    localStorage.setItem(
      OFFLINE_EVENTS_KEY,
      JSON.stringify([{ event: 'good_1' }, 'junk', null, { noEvent: true }, { event: 'nested', x: { y: 1 } }, { event: 'good_2' }]),
    );
    enqueueOfflineEvent({ event: 'good_3' });
    flushOfflineEvents();
    expect(pushed()).toEqual(['good_1', 'good_2', 'good_3']);
  });

  it('redacts tokens and unlisted parameters that were written to storage by someone else', () => {
    localStorage.setItem(
      OFFLINE_EVENTS_KEY,
      JSON.stringify([{ event: 'error_page_view', accessToken: 'secret', page: '/x', mobileNumber: '0812345678' }]),
    );
    flushOfflineEvents();
    expect(dataLayer()).toEqual([{ event: 'error_page_view', page: '/x' }]);
  });

  describe('[family:faults] never blocks, never loses what it can keep', () => {
    it('keeps at most the newest 100 events, dropping the oldest', () => {
      setOnline(false);
      const writes = jest.spyOn(Storage.prototype, 'setItem');
      for (let i = 0; i < 3000; i += 1) track(apiError(`E${i}`));
      const stored = readOfflineEvents();
      expect(stored).toHaveLength(100);
      expect(stored[0]).toMatchObject({ code: 'E2900' });
      expect(stored[stored.length - 1]).toMatchObject({ code: 'E2999' });
      // Each write holds the bounded list, not everything ever queued.
      const longest = Math.max(...writes.mock.calls.map(([, value]) => String(value).length));
      expect(longest).toBeLessThan(JSON.stringify(stored).length * 1.1);
    });

    it('keeps an event in memory when storage is full, and sends it once back online', () => {
      setOnline(false);
      jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
        throw new DOMException('full', 'QuotaExceededError');
      });
      expect(() => track(apiError('NO_ROOM'))).not.toThrow();
      expect(dataLayer()).toEqual([]);
      setOnline(true);
      window.dispatchEvent(new Event('online'));
      flushOfflineEvents();
      expect(pushed()).toEqual(['NO_ROOM']);
    });

    it('removes only what was pushed when the data layer throws part way', () => {
      setOnline(false);
      for (const code of ['A', 'B', 'C', 'D']) track(apiError(code));
      const layer: unknown[] = [];
      let calls = 0;
      (window as TestWindow).dataLayer = Object.assign(layer, {
        push(...items: unknown[]) {
          calls += 1;
          if (calls === 3) throw new Error('tag manager broke');
          return Array.prototype.push.apply(layer, items);
        },
      });
      expect(() => flushOfflineEvents()).not.toThrow();
      expect(layer.map((e) => (e as { code: string }).code)).toEqual(['A', 'B']);
      expect(readOfflineEvents().map((e) => e.code)).toEqual(['C', 'D']);
      flushOfflineEvents();
      expect(layer.map((e) => (e as { code: string }).code)).toEqual(['A', 'B', 'C', 'D']);
      expect(readOfflineEvents()).toEqual([]);
    });

    it('a data layer that always throws loses nothing and never makes track() throw', () => {
      setOnline(false);
      track(apiError('QUEUED'));
      setOnline(true);
      const broken = Object.assign([], {
        push() {
          throw new Error('tag manager broke');
        },
      });
      (window as TestWindow).dataLayer = broken;
      expect(() => track(apiError('WHILE_BROKEN'))).not.toThrow();
      expect(readOfflineEvents().map((e) => e.code)).toEqual(['QUEUED', 'WHILE_BROKEN']);
      delete (window as TestWindow).dataLayer;
      track(apiError('MENDED'));
      expect(pushed()).toEqual(['QUEUED', 'WHILE_BROKEN', 'MENDED']);
    });
  });

  describe('startOfflineQueue', () => {
    it('flushes when the browser comes back online, until unsubscribed', () => {
      setOnline(false);
      const stop = startOfflineQueue();
      track(apiError('WHILE_OFFLINE'));
      expect(dataLayer()).toEqual([]);

      window.dispatchEvent(new Event('online'));
      expect(pushed()).toEqual(['WHILE_OFFLINE']);

      stop();
      track(apiError('OFFLINE_AGAIN'));
      window.dispatchEvent(new Event('online'));
      expect(pushed()).toEqual(['WHILE_OFFLINE']);
      expect(readOfflineEvents().map((e) => e.code)).toEqual(['OFFLINE_AGAIN']);
    });

    it('flushes what an earlier session left when starting online', () => {
      localStorage.setItem(OFFLINE_EVENTS_KEY, JSON.stringify([{ event: 'left_over' }]));
      setOnline(true);
      const stop = startOfflineQueue();
      expect(dataLayer()).toEqual([{ event: 'left_over' }]);
      stop();
    });

    it('waits when starting offline', () => {
      localStorage.setItem(OFFLINE_EVENTS_KEY, JSON.stringify([{ event: 'left_over' }]));
      setOnline(false);
      const stop = startOfflineQueue();
      expect(dataLayer()).toEqual([]);
      stop();
    });
  });
});
