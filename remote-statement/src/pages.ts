import { PATHS, type RemotePages } from 'shared-kernel';

const requestStatement = () =>
  import(/* webpackChunkName: "page-request-statement" */ './features/request-statement/request-statement-page');
const selectStatement = () =>
  import(/* webpackChunkName: "page-select-statement" */ './features/select-statement/select-statement-page');
const successStatement = () =>
  import(/* webpackChunkName: "page-success-statement" */ './features/success-statement/success-statement-page');

/** The routes this remote draws (docs/behaviour.md#route-ownership); the host owns the paths. */
export const pages: RemotePages = {
  [PATHS.requestStatement]: requestStatement,
  [PATHS.selectStatement]: selectStatement,
  [PATHS.successStatement]: successStatement,
};
