import {
  enqueueOfflineEvent,
  flushOfflineEvents,
  OFFLINE_EVENTS_KEY,
  readOfflineEvents,
  startOfflineQueue,
} from './offline-queue';
import { track } from './track';

type TestWindow = Window & { dataLayer?: unknown[] };
const dataLayer = (): unknown[] => (window as TestWindow).dataLayer ?? [];

function setOnline(online: boolean): void {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

afterEach(() => {
  delete (window as TestWindow).dataLayer;
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('offline event queue', () => {
  it('uses the offlineEvents storage key', () => {
    expect(OFFLINE_EVENTS_KEY).toBe('offlineEvents');
  });

  it('appends events and flushes them in the order they happened', () => {
    setOnline(false);
    track({ name: 'a' });
    track({ name: 'b', params: { n: 2 } });
    track({ name: 'c' });
    expect(dataLayer()).toEqual([]);

    flushOfflineEvents();
    expect(dataLayer()).toEqual([{ event: 'a' }, { event: 'b', n: 2 }, { event: 'c' }]);
    expect(localStorage.getItem(OFFLINE_EVENTS_KEY)).toBeNull();

    flushOfflineEvents();
    expect(dataLayer()).toHaveLength(3);
  });

  it('keeps events stored by an earlier page load', async () => {
    // Each isolated import is a fresh copy of the modules, as after a reload.
    setOnline(false);
    await jest.isolateModulesAsync(async () => {
      (await import('./track')).track({ name: 'before_reload' });
    });
    await jest.isolateModulesAsync(async () => {
      (await import('./track')).track({ name: 'after_reload' });
    });
    await jest.isolateModulesAsync(async () => {
      (await import('./offline-queue')).flushOfflineEvents();
    });
    expect(dataLayer()).toEqual([{ event: 'before_reload' }, { event: 'after_reload' }]);
  });

  it('does not throw on a corrupt stored value and starts a fresh list', () => {
    localStorage.setItem(OFFLINE_EVENTS_KEY, '{not json');
    expect(readOfflineEvents()).toEqual([]);
    expect(() => flushOfflineEvents()).not.toThrow();

    localStorage.setItem(OFFLINE_EVENTS_KEY, '{"event":"not-an-array"}');
    setOnline(false);
    expect(() => track({ name: 'after_corruption' })).not.toThrow();
    expect(readOfflineEvents()).toEqual([{ event: 'after_corruption' }]);
  });

  it('keeps the readable events when some stored items are damaged', () => {
    localStorage.setItem(
      OFFLINE_EVENTS_KEY,
      JSON.stringify([{ event: 'good_1' }, 'junk', null, { noEvent: true }, { event: 'nested', x: { y: 1 } }, { event: 'good_2' }]),
    );
    enqueueOfflineEvent({ event: 'good_3' });
    flushOfflineEvents();
    expect(dataLayer()).toEqual([{ event: 'good_1' }, { event: 'good_2' }, { event: 'good_3' }]);
  });

  it('redacts tokens that were written to storage by someone else', () => {
    localStorage.setItem(OFFLINE_EVENTS_KEY, JSON.stringify([{ event: 'old', accessToken: 'secret', page: '/x' }]));
    flushOfflineEvents();
    expect(dataLayer()).toEqual([{ event: 'old', page: '/x' }]);
  });

  it('pushes at once rather than lose an event when storage refuses it', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    enqueueOfflineEvent({ event: 'no_room' });
    expect(dataLayer()).toEqual([{ event: 'no_room' }]);
  });

  describe('startOfflineQueue', () => {
    it('flushes when the browser comes back online, until unsubscribed', () => {
      setOnline(false);
      const stop = startOfflineQueue();
      track({ name: 'while_offline' });
      expect(dataLayer()).toEqual([]);

      window.dispatchEvent(new Event('online'));
      expect(dataLayer()).toEqual([{ event: 'while_offline' }]);

      stop();
      track({ name: 'offline_again' });
      window.dispatchEvent(new Event('online'));
      expect(dataLayer()).toEqual([{ event: 'while_offline' }]);
      expect(readOfflineEvents()).toEqual([{ event: 'offline_again' }]);
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
