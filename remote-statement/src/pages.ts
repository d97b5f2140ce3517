import { PATHS, type RemotePages } from 'shared-kernel';
import { guardPages } from 'shared-kernel/compatibility';
import { OWN_PATHS } from './own-paths';

// Every statement journey starts at the entry from the chat, so its page comes with this module
// instead of one round trip after it, on the way to the verification chooser
// (docs/performance-log.md); the later pages stay chunks of their own.
const requestStatement = () => import(/* webpackMode: "eager" */ './features/request-statement/request-statement-page');
const selectStatement = () => import(/* webpackChunkName: "page-select-statement" */ './features/select-statement/select-statement-page');
const successStatement = () =>
  import(/* webpackChunkName: "page-success-statement" */ './features/success-statement/success-statement-page');

/**
 * The routes this remote draws, and the only list of them: its build publishes them in
 * first-screens.json, from which the host learns them (docs/behaviour.md#route-ownership). Each
 * page first checks the kernel the page serves (docs/deploy-contract.md, "What the customer sees on skew").
 */
export const pages: RemotePages = guardPages('statement', __LKS_BUILD__, {
  [PATHS.requestStatement]: requestStatement,
  [PATHS.selectStatement]: selectStatement,
  [OWN_PATHS.successStatement]: successStatement,
});
