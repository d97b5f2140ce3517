import { getDataLayer, pushToDataLayer } from './data-layer';

type TestWindow = Window & { dataLayer?: unknown };

afterEach(() => {
  delete (window as TestWindow).dataLayer;
});

describe('the data layer', () => {
  it('is created on first use when the tag manager has not loaded', () => {
    expect((window as TestWindow).dataLayer).toBeUndefined();
    pushToDataLayer({ event: 'page_view' });
    expect((window as TestWindow).dataLayer).toEqual([{ event: 'page_view' }]);
  });

  it('keeps what the tag manager already queued', () => {
    const existing = [{ 'gtm.start': 1 }];
    (window as TestWindow).dataLayer = existing;
    pushToDataLayer({ event: 'page_view' });
    expect(getDataLayer()).toBe(existing);
    expect(existing).toEqual([{ 'gtm.start': 1 }, { event: 'page_view' }]);
  });

  it('never receives a token, whoever pushes', () => {
    pushToDataLayer({ event: 'error_page_view', accessToken: 'secret', errorCategory: 'Bearer secret', page: '/otp' });
    expect(getDataLayer()).toEqual([{ event: 'error_page_view', page: '/otp' }]);
    expect(JSON.stringify(getDataLayer())).not.toContain('secret');
  });
});
