import { Button, Page } from 'shared-kernel';

/**
 * What an account screen shows when its list could not be read: the error handler's popup gave
 * the reason, so the screen only asks again, with no list, no add and no save until the list is
 * here. A function, not a component: the screen's own Page stays where it is, so the heading that
 * ลองใหม่ gives focus to is still on the page once the read starts again.
 */
export const accountsUnread = (title: string, retryText: string, onRetry: () => void) => (
  <Page title={title} footer={<Button onClick={onRetry}>{retryText}</Button>} />
);
