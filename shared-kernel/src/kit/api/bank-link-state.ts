import { isErrorCode, normaliseError, withLoading } from 'shared-kernel';
import { checkPreSetting } from './calls/settings';

/**
 * Where the bank stands on this LINE user, asked after a call whose answer was lost
 * (docs/behaviour.md): the settings menu's check answers a linked one, refuses one no longer
 * registered with LKS1002, and anything else tells nothing.
 */
export const bankLinkState = (): Promise<'linked' | 'not registered' | 'unknown'> =>
  withLoading(checkPreSetting).then(
    () => 'linked',
    (error: unknown) => (isErrorCode(normaliseError(error).code, 'LKS1002') ? 'not registered' : 'unknown'),
  );
