import { lazy, Suspense, useMemo, useState } from 'react';
import type { RemoteName } from 'shared-kernel';
import { PageLoading } from '../app/page-loading';
import { loadRemotePage } from './load-remote-page';
import { RemoteErrorBoundary } from './remote-error-boundary';

/**
 * A route drawn by a remote. ลองใหม่ makes a new lazy component: re-rendering the old one would
 * only replay its cached failure, so a remote that came back is fetched afresh, without reload.
 */
export function RemoteRoute({ remote, path }: { remote: RemoteName; path: string }) {
  const [attempt, setAttempt] = useState(0);
  // A new attempt remounts everything inside the boundary, so RemotePage makes its lazy component anew.
  return (
    <RemoteErrorBoundary key={attempt} onRetry={() => setAttempt(attempt + 1)}>
      <RemotePage remote={remote} path={path} />
    </RemoteErrorBoundary>
  );
}

/** Above the Suspense boundary, so the lazy component survives its own suspension. */
function RemotePage({ remote, path }: { remote: RemoteName; path: string }) {
  const Page = useMemo(() => lazy(() => loadRemotePage(remote, path)), [remote, path]);
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
}
