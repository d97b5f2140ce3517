import { trackErrorPage } from './error-page-event';

type TestWindow = Window & { dataLayer?: unknown[] };
const dataLayer = (): unknown[] => (window as TestWindow).dataLayer ?? [];

beforeEach(() => {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
});

afterEach(() => {
  delete (window as TestWindow).dataLayer;
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('trackErrorPage', () => {
  it('sends one event with the page and stored category', () => {
    trackErrorPage('/general-error', 'STATEMENT_REQUEST_ERROR');
    expect(dataLayer()).toEqual([{ event: 'error_page_view', page: '/general-error', errorCategory: 'STATEMENT_REQUEST_ERROR' }]);
  });

  it('reports OTHER when no category is stored', () => {
    trackErrorPage('/auth-common-verification-error', null);
    trackErrorPage('/general-error', '');
    expect(dataLayer()).toEqual([
      { event: 'error_page_view', page: '/auth-common-verification-error', errorCategory: 'OTHER' },
      { event: 'error_page_view', page: '/general-error', errorCategory: 'OTHER' },
    ]);
  });
});
