import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
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
  // `attempt` is read by nothing inside: it is listed so that each ลองใหม่ makes a new lazy component.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const Page = useMemo(() => lazy(() => loadRemotePage(remote, path)), [remote, path, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return (
    <RemoteErrorBoundary key={attempt} onRetry={retry}>
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
