import { Button, Page } from 'shared-kernel';
import { useKernelTexts } from 'shared-kernel/language';

/**
 * An account screen whose list could not be read: the error handler's popup gave the reason, so
 * the screen only asks again, and shows no list, no add and no save until the list is here.
 */
export function AccountsUnread({ title, onRetry }: { title: string; onRetry: () => void }) {
  const { BUTTONS } = useKernelTexts();
  return <Page title={title} footer={<Button onClick={onRetry}>{BUTTONS.retry}</Button>} />;
}
