import { lazy, Suspense, useCallback, useMemo, useState, type ComponentType } from 'react';
import type { RemoteName } from 'shared-kernel';
import { PageLoading } from '../app/page-loading';
import { refreshRemoteEntry } from './fresh-remote-entry';
import { findRemotePage, loadRemotePage } from './load-remote-page';
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
  return <RemoteAttempt key={attempt} remote={remote} onRetry={retry} Page={Page} />;
}

/**
 * A path of no route the page knows while some remotes' routes could not be read (the server
 * could not reach them): it may be one of theirs, so they are asked (findRemotePage). ลองใหม่
 * asks them afresh, as a known route's does.
 */
export function UnreadRemoteRoute({ remotes, pathname }: { remotes: readonly RemoteName[]; pathname: string }) {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    for (const remote of remotes) refreshRemoteEntry(remote);
    setAttempt((n) => n + 1);
  }, [remotes]);
  return <UnreadRemotesAttempt key={attempt} remotes={remotes} pathname={pathname} onRetry={retry} />;
}

/** A new lazy component per ลองใหม่, as above. */
function UnreadRemotesAttempt({ remotes, pathname, onRetry }: { remotes: readonly RemoteName[]; pathname: string; onRetry: () => void }) {
  const [Page] = useState(() => lazy(() => findRemotePage(remotes, pathname)));
  const [first] = remotes;
  return first ? <RemoteAttempt remote={first} onRetry={onRetry} Page={Page} /> : null;
}

/** One attempt at a remote's page: its loading state, and the unavailable page if it fails. */
function RemoteAttempt({ remote, onRetry, Page }: { remote: RemoteName; onRetry: () => void; Page: ComponentType }) {
  return (
    <RemoteErrorBoundary remote={remote} onRetry={onRetry}>
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
