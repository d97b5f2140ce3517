import { servedSessionItem } from 'shared-kernel/compatibility';

/**
 * A cancel of the service has gone to the bank from this window and no answer has been seen since:
 * its answer may have been lost (a pull to reload, a dropped connection) after the bank cancelled
 * the service (docs/behaviour.md#unbinding-journey). On a host whose kernel predates the key,
 * nothing is kept and a second confirm is answered as that release answered it.
 */
const sentItem = servedSessionItem('unbindingSent');

export const cancelSentUnanswered = (): boolean => sentItem.get() !== null;
export const recordCancelSent = (): void => sentItem.set('sent');
export const forgetCancelSent = (): void => sentItem.remove();
