import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import type { RemoteName } from 'shared-kernel';
import { PageLoading } from '../app/page-loading';
import { refreshRemoteEntry } from './fresh-remote-entry';
import { loadRemotePage } from './load-remote-page';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { warmedPage } from './warm-current-route';

/**
 * A route drawn by a remote. ลองใหม่ makes a new lazy component: re-rendering the old one would
 * only replay its cached failure, so a remote that came back is fetched afresh, without reload.
 * It fetches a fresh remote entry too: after a deploy the container on the page names chunks
 * that are gone, and only the new entry names the new ones.
 */
export function RemoteRoute({ remote, path }: { remote: RemoteName; path: string }) {
  const [attempt, setAttempt] = useState(0);
  // `attempt` is read only to pick the warmed page the first time: each ลองใหม่ must make a new
  // lazy component, so it is listed even where nothing else would need it.
  const Page = useMemo(
    () => (attempt === 0 ? warmedPage(remote, path) : null) ?? lazy(() => loadRemotePage(remote, path)),
    [remote, path, attempt],
  );
  const retry = useCallback(() => {
    refreshRemoteEntry(remote);
    setAttempt((n) => n + 1);
  }, [remote]);
  return (
    <RemoteErrorBoundary key={attempt} remote={remote} onRetry={retry}>
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
