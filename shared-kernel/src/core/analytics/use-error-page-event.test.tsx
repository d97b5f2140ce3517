import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { endJourney, startJourney } from '../session/verified-journey';
import { ERROR_CATEGORIES, setErrorCategory } from './error-category';
import { useErrorPageEvent } from './use-error-page-event';

type TestWindow = Window & { dataLayer?: unknown[] };

function ErrorPageProbe({ page }: { page: string }) {
  useErrorPageEvent(page);
  return null;
}

beforeEach(() => {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
});
afterEach(() => {
  delete (window as TestWindow).dataLayer;
  jest.restoreAllMocks();
});

describe('useErrorPageEvent', () => {
  it('sends one event per view, even under StrictMode, with the stored category', () => {
    sessionStorage.setItem('errorCategory', 'MANAGE_CONSENT_ERROR');
    const { rerender } = render(
      <StrictMode>
        <ErrorPageProbe page="/consent-maintenance-error" />
      </StrictMode>,
    );
    rerender(
      <StrictMode>
        <ErrorPageProbe page="/consent-maintenance-error" />
      </StrictMode>,
    );
    expect((window as TestWindow).dataLayer).toEqual([
      { event: 'error_page_view', page: '/consent-maintenance-error', errorCategory: 'MANAGE_CONSENT_ERROR' },
    ]);
  });

  it("does not report a later journey's error page under the journey the customer finished before it", () => {
    // Personal data maintained, back on the menu (which ends that journey), then cancel service fails.
    startJourney('manage-consent');
    setErrorCategory(ERROR_CATEGORIES.manageConsent);
    endJourney();
    startJourney('unbinding');
    render(<ErrorPageProbe page="/general-error" />);
    expect((window as TestWindow).dataLayer).toEqual([{ event: 'error_page_view', page: '/general-error', errorCategory: 'OTHER' }]);
  });
});
