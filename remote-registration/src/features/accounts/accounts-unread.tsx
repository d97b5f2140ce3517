import { Button, Page } from 'shared-kernel';
import type { AccountsLoad } from './use-load-accounts';

/**
 * What an account screen shows until its list is here: its title, with no list, no add and no
 * save; once the read failed (the error handler's popup gave the reason), ลองใหม่ to ask again.
 * A function, not a component: the screen's own Page stays where it is, so the heading that
 * ลองใหม่ gives focus to is still on the page once the read starts again.
 */
export const accountsUnread = (title: string, retryText: string, load: AccountsLoad) => (
  <Page title={title} footer={load.failed ? <Button onClick={load.retry}>{retryText}</Button> : undefined} />
);
