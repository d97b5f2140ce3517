import { act, waitFor } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { isLoadingAtom } from '../core/state/popups';
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
 * nothing (no popup, no move): there is no event to wait for when nothing happens. The spinner
 * going down is the sign the answer has been taken, however long a loaded machine needs for that;
 * the moment after it is the page's to react in.
 */
export async function aMomentLater(): Promise<void> {
  await waitFor(() => {
    if (getDefaultStore().get(isLoadingAtom)) throw new Error('the spinner is still up: the answer has not been taken');
  });
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));
}
