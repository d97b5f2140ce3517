import { screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { setChatPlatform } from 'shared-kernel';
import { playChatPlatform, renderInApp } from 'shared-kernel/testing';
import ConsentMaintenanceErrorPage from './consent-maintenance-error-page';

type TestWindow = Window & { dataLayer?: Array<Record<string, unknown>> };
const events = () => ((window as TestWindow).dataLayer ?? []).filter((entry) => entry.event === 'error_page_view');

beforeEach(() => {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  playChatPlatform();
});
afterEach(() => {
  delete (window as TestWindow).dataLayer;
  jest.restoreAllMocks();
  setChatPlatform(null);
});

describe('/consent-maintenance-error', () => {
  it('says no consent was found, offers back to chat and sends one event with the manage-consent category', () => {
    sessionStorage.setItem('errorCategory', 'MANAGE_CONSENT_ERROR');
    renderInApp(
      <StrictMode>
        <ConsentMaintenanceErrorPage />
      </StrictMode>,
      { path: '/consent-maintenance-error' },
    );
    expect(screen.getByRole('heading', { name: 'ไม่พบข้อมูลความยินยอม' })).toBeVisible();
    expect(screen.getByText('คุณยังไม่เคยให้ความยินยอมใด ๆ กับธนาคาร')).toBeVisible();
    expect(screen.getByRole('button', { name: 'กลับไปที่แชท' })).toBeVisible();
    expect(events()).toEqual([{ event: 'error_page_view', page: '/consent-maintenance-error', errorCategory: 'MANAGE_CONSENT_ERROR' }]);
  });

  it('clears the stored category once sent, so a later error page is not labelled with it', () => {
    sessionStorage.setItem('errorCategory', 'MANAGE_CONSENT_ERROR');
    const first = renderInApp(<ConsentMaintenanceErrorPage />, { path: '/consent-maintenance-error' });
    expect(sessionStorage.getItem('errorCategory')).toBeNull();
    first.unmount();
    renderInApp(<ConsentMaintenanceErrorPage />, { path: '/consent-maintenance-error' });
    expect(events().map((event) => event.errorCategory)).toEqual(['MANAGE_CONSENT_ERROR', 'OTHER']);
  });

  it('reports OTHER when the page is opened without a stored category', () => {
    renderInApp(<ConsentMaintenanceErrorPage />, { path: '/consent-maintenance-error' });
    expect(events()).toEqual([{ event: 'error_page_view', page: '/consent-maintenance-error', errorCategory: 'OTHER' }]);
  });
});
