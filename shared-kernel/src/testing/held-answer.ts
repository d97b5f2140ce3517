import { act } from '@testing-library/react';
import type { Reply } from './fake-bank-server';

/**
 * A bank answer held back until the test releases it: for what a page does when the customer
 * acts again, or leaves, while the bank is still answering.
 */
export function holdAnswer(answer: () => Reply | Promise<Reply>): { reply: () => Promise<Reply>; release: () => Promise<void> } {
  let open: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (open = resolve));
  return { reply: () => held.then(answer), release: () => act(async () => open()) };
}
