import { measureWebVitals, startClientReports } from 'shared-kernel/client-reports';

export { reportRenderError } from 'shared-kernel/client-reports';
import type { RuntimeConfig } from 'shared-kernel';
import { remoteRouteOf } from './remote-routes';

/** The release this host build belongs to, as its reports name it. */
const RELEASE = typeof __LKS_RELEASE__ === 'string' ? __LKS_RELEASE__ : 'unknown';

/** The remote that draws a route, for the reports of errors on it. */
const remoteOfRoute = (pathname: string): string | undefined => remoteRouteOf(pathname)?.remote;

/**
 * Error reports and Web Vitals of this page go to the config's errorReportUrl (none without it);
 * the vitals go to the data layer as well.
 */
export function startClientReporting(config: RuntimeConfig): void {
  startClientReports(config, { release: RELEASE, remoteOfRoute });
  measureWebVitals();
}
