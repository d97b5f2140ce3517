import { measureWebVitals, startClientReports } from 'shared-kernel/client-reports';

export { reportRenderError, reportStartFailure } from 'shared-kernel/client-reports';
import type { RuntimeConfig } from 'shared-kernel';
import { remoteRouteOf } from './remote-routes';

/** The release this host build belongs to, as its reports name it. */
const RELEASE = typeof __LKS_RELEASE__ === 'string' ? __LKS_RELEASE__ : 'unknown';

/** The remote that draws a route, for the reports of errors on it. */
const remoteOfRoute = (pathname: string): string | undefined => remoteRouteOf(pathname)?.remote;

/**
 * The published version of a remote the host's server gave this page: its entry is
 * `<static origin><remote>/<version>/remoteEntry.js` (server/remote-versions.js); a remote served
 * from anywhere else has none.
 */
export function releaseIn(remotes: RuntimeConfig['remotes']): (remote: string) => string | undefined {
  return (remote) => {
    const entry = Object.entries(remotes).find(([name]) => name === remote)?.[1];
    const [file, version, name] = (entry ? new URL(entry).pathname.split('/') : []).reverse();
    return file === 'remoteEntry.js' && name === remote ? version : undefined;
  };
}

/**
 * Error reports and Web Vitals of this page go to the config's errorReportUrl (none without it),
 * each naming the remote of its route and the version of it this page got; the vitals go to the
 * data layer as well.
 */
export function startClientReporting(config: RuntimeConfig): void {
  startClientReports(config, { release: RELEASE, remoteOfRoute, releaseOfRemote: releaseIn(config.remotes) });
  measureWebVitals();
}
