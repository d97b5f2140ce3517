import { canCloseChatWindow, closeChatWindow } from '../liff/liff-client';
import { useKernelTexts } from '../texts/kernel-texts';
import { Button } from './button';

/**
 * Every end screen has it: closes the LIFF window and returns the customer to the chat. Outside
 * the LINE app (a phone browser) a page cannot close its tab, so the customer is told they may
 * close it instead of being offered a button that does nothing.
 */
export function BackToChatButton() {
  const { BUTTONS, OUTSIDE_CHAT_TEXTS } = useKernelTexts();
  if (!canCloseChatWindow()) return <p className="k-text-muted">{OUTSIDE_CHAT_TEXTS.closeThisTab}</p>;
  return <Button onClick={() => closeChatWindow()}>{BUTTONS.backToChat}</Button>;
}
