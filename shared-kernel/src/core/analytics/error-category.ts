import { SESSION_KEYS } from '../storage/keys';
import { sessionStore } from '../storage/stores';

/**
 * docs/behaviour.md#error-category: the journey a later error page is reported under. It is kept in session
 * storage because the error page is drawn by the host, after the page that failed is gone.
 */
export const ERROR_CATEGORIES = {
  statementRequest: 'STATEMENT_REQUEST_ERROR',
  manageConsent: 'MANAGE_CONSENT_ERROR',
} as const;
export type ErrorCategory = (typeof ERROR_CATEGORIES)[keyof typeof ERROR_CATEGORIES];

export function setErrorCategory(category: ErrorCategory): void {
  sessionStore.set(SESSION_KEYS.errorCategory, category);
}
