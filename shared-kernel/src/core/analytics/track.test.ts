import { track } from './track';
import { flushOfflineEvents, OFFLINE_EVENTS_KEY } from './offline-queue';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1In0.c2lnbmF0dXJl';

type TestWindow = Window & { dataLayer?: unknown[] };
const dataLayer = (): unknown[] | undefined => (window as TestWindow).dataLayer;

function setOnline(online: boolean): void {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

afterEach(() => {
  jest.restoreAllMocks();
  // Events a test left waiting in memory go to a throwaway data layer.
  flushOfflineEvents();
  delete (window as TestWindow).dataLayer;
  localStorage.clear();
});

describe('track', () => {
  it('[family:faults] never throws, whatever the data layer or storage do', () => {
    setOnline(true);
    (window as TestWindow).dataLayer = Object.assign([], {
      push() {
        throw new Error('tag manager broke');
      },
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => track({ name: 'api_error', params: { code: 'LKS0205' } })).not.toThrow();
  });

  it('pushes the name as event with the params beside it', () => {
    setOnline(true);
    track({
      name: 'statement_request_submit',
      params: { language: 'TH', period: 'LAST_MONTH', flow: 'Request Statement', hashedEmail: null },
    });
    expect(dataLayer()).toEqual([
      { event: 'statement_request_submit', language: 'TH', period: 'LAST_MONTH', flow: 'Request Statement', hashedEmail: null },
    ]);
  });

  it('leaves out undefined params and keeps the name over a param called event', () => {
    setOnline(true);
    track({ name: 'real', params: { event: 'fake', missing: undefined } });
    expect(dataLayer()).toEqual([{ event: 'real' }]);
  });

  it('strips tokens from params', () => {
    setOnline(true);
    track({ name: 'error_page_view', params: { accessToken: 'abc', idToken: 'def', page: `Bearer ${JWT}`, errorCategory: JWT } });
    expect(dataLayer()).toEqual([{ event: 'error_page_view' }]);
    expect(JSON.stringify(dataLayer())).not.toMatch(/abc|def|eyJ/);
  });

  it('stores events while offline instead of pushing them, without tokens', () => {
    setOnline(false);
    track({ name: 'error_page_view', params: { verifyToken: 'abc', errorCategory: JWT, page: '/setting' } });
    expect(dataLayer() ?? []).toEqual([]);
    const stored = localStorage.getItem(OFFLINE_EVENTS_KEY) ?? '';
    expect(JSON.parse(stored)).toEqual([{ event: 'error_page_view', page: '/setting', eventTime: expect.any(Number) }]);
    expect(stored).not.toMatch(/abc|eyJ/);
  });

  it('sends waiting events before a new one once online', () => {
    setOnline(false);
    track({ name: 'first' });
    setOnline(true);
    track({ name: 'second' });
    expect(dataLayer()).toEqual([{ event: 'first', eventTime: expect.any(Number) }, { event: 'second' }]);
    expect(localStorage.getItem(OFFLINE_EVENTS_KEY)).toBeNull();
  });
});
