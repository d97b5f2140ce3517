import { track } from './track';

export const ERROR_PAGE_EVENT = 'error_page_view';

/**
 * One event per error page view. The category comes from session storage and is absent when
 * the user lands on the page directly, hence 'OTHER'.
 */
export function trackErrorPage(page: string, errorCategory: string | null): void {
  track({ name: ERROR_PAGE_EVENT, params: { page, errorCategory: errorCategory || 'OTHER' } });
}
