import { canCloseChatWindow, closeChatWindow } from '../liff/liff-client';
import { BUTTONS, OUTSIDE_CHAT_TEXTS } from '../texts/th';
import { Button } from './button';

/**
 * Every end screen has it: closes the LIFF window and returns the customer to the chat. Outside
 * the LINE app (a phone browser) a page cannot close its tab, so the customer is told they may
 * close it instead of being offered a button that does nothing.
 */
export function BackToChatButton() {
  if (!canCloseChatWindow()) return <p className="k-text-muted">{OUTSIDE_CHAT_TEXTS.closeThisTab}</p>;
  return <Button onClick={() => closeChatWindow()}>{BUTTONS.backToChat}</Button>;
}
