import { closeChatWindow } from '../liff/liff-client';
import { BUTTONS } from '../texts/th';
import { Button } from './button';

/** Every end screen has it: closes the LIFF window and returns the customer to the chat. */
export function BackToChatButton() {
  return <Button onClick={() => closeChatWindow()}>{BUTTONS.backToChat}</Button>;
}
