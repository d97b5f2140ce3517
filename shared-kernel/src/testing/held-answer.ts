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

/**
 * Lets a page do whatever it would do once an answer has arrived, so a test can see that it did
 * nothing (no popup, no move): there is no event to wait for when nothing happens.
 */
export const aMomentLater = (): Promise<void> => act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));
