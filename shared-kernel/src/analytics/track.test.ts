import { track } from './track';
import { OFFLINE_EVENTS_KEY } from './offline-queue';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1In0.c2lnbmF0dXJl';

type TestWindow = Window & { dataLayer?: unknown[] };
const dataLayer = (): unknown[] | undefined => (window as TestWindow).dataLayer;

function setOnline(online: boolean): void {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

afterEach(() => {
  delete (window as TestWindow).dataLayer;
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('track', () => {
  it('pushes the name as event with the params beside it', () => {
    setOnline(true);
    track({ name: 'statement_submit', params: { language: 'TH', count: 3, kma: false, ref: null } });
    expect(dataLayer()).toEqual([{ event: 'statement_submit', language: 'TH', count: 3, kma: false, ref: null }]);
  });

  it('leaves out undefined params and keeps the name over a param called event', () => {
    setOnline(true);
    track({ name: 'real', params: { event: 'fake', missing: undefined } });
    expect(dataLayer()).toEqual([{ event: 'real' }]);
  });

  it('strips tokens from params', () => {
    setOnline(true);
    track({ name: 'otp_verified', params: { accessToken: 'abc', idToken: 'def', note: `Bearer ${JWT}`, raw: JWT, page: '/otp' } });
    expect(dataLayer()).toEqual([{ event: 'otp_verified', page: '/otp' }]);
    expect(JSON.stringify(dataLayer())).not.toMatch(/abc|def|eyJ/);
  });

  it('stores events while offline instead of pushing them, without tokens', () => {
    setOnline(false);
    track({ name: 'offline_one', params: { verifyToken: 'abc', raw: JWT, page: '/setting' } });
    expect(dataLayer() ?? []).toEqual([]);
    const stored = localStorage.getItem(OFFLINE_EVENTS_KEY) ?? '';
    expect(JSON.parse(stored)).toEqual([{ event: 'offline_one', page: '/setting' }]);
    expect(stored).not.toMatch(/abc|eyJ/);
  });

  it('sends waiting events before a new one once online', () => {
    setOnline(false);
    track({ name: 'first' });
    setOnline(true);
    track({ name: 'second' });
    expect(dataLayer()).toEqual([{ event: 'first' }, { event: 'second' }]);
    expect(localStorage.getItem(OFFLINE_EVENTS_KEY)).toBeNull();
  });
});
