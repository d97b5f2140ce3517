import { getRuntimeConfig, type RemoteName, track } from 'shared-kernel';
import { buildLabel, type SkewReport, skewReportOf } from 'shared-kernel/compatibility';

/** The analytics event of a remote the page cannot run (docs/deploy-contract.md, "What the customer sees on skew"). */
export const REMOTE_UNAVAILABLE_EVENT = 'remote_unavailable';

// A call into the kernel that is not there: what an unchecked remote meets when the served
// kernel lacks a name it imports (`setFlow is not a function`).
const MISSING_CALL = /is not a function|is not a constructor|reading '[^']+'/;
// An event parameter stays short; the console line keeps the whole report.
const MAX_PARAM = 200;

/**
 * What the page lacks for the remote, when the failure is skew (the remote needs what this page
 * cannot give) rather than the remote being down or a chunk lost in a deploy.
 */
export function skewOf(remote: RemoteName, error: unknown): SkewReport | null {
  const report = skewReportOf(error);
  if (report) return report;
  if (!(error instanceof TypeError && MISSING_CALL.test(error.message))) return null;
  return { remote, remoteVersion: 'unknown', kernelVersion: `${__LKS_BUILD__.kernel.version} served`, missing: error.message };
}

/** One console line and one analytics event for a remote that cannot run on this page; nothing for other failures. */
export function reportRemoteUnavailable(remote: RemoteName, error: unknown): boolean {
  const skew = skewOf(remote, error);
  if (!skew) return false;
  const event = {
    ...skew,
    hostVersion: buildLabel({ version: __LKS_BUILD__.version, commit: __LKS_BUILD__.commit }),
    remoteEntry: entryOf(remote),
  };
  console.error(`[federation] ${REMOTE_UNAVAILABLE_EVENT}`, event);
  track({
    name: REMOTE_UNAVAILABLE_EVENT,
    params: {
      remote: skew.remote,
      remoteVersion: skew.remoteVersion,
      hostVersion: event.hostVersion,
      kernelVersion: skew.kernelVersion,
      missing: skew.missing.slice(0, MAX_PARAM),
    },
  });
  return true;
}

function entryOf(remote: RemoteName): string | undefined {
  try {
    return getRuntimeConfig().remotes[remote];
  } catch {
    return undefined;
  }
}
