import { PATHS, type RemotePages } from 'shared-kernel';
import { guardPages } from 'shared-kernel/compatibility';

const requestStatement = () =>
  import(/* webpackChunkName: "page-request-statement" */ './features/request-statement/request-statement-page');
const selectStatement = () => import(/* webpackChunkName: "page-select-statement" */ './features/select-statement/select-statement-page');
const successStatement = () =>
  import(/* webpackChunkName: "page-success-statement" */ './features/success-statement/success-statement-page');

/**
 * The routes this remote draws (docs/behaviour.md#route-ownership); the host owns the paths. Each
 * page first checks the kernel the page serves (docs/deploy-contract.md, "What the customer sees on skew").
 */
export const pages: RemotePages = guardPages('statement', __LKS_BUILD__, {
  [PATHS.requestStatement]: requestStatement,
  [PATHS.selectStatement]: selectStatement,
  [PATHS.successStatement]: successStatement,
});
