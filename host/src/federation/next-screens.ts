import { loadRemote } from '@module-federation/enhanced/runtime';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { currentFlow, isRemotePagesModule, type RemoteName } from 'shared-kernel';
import { remoteRouteOf, routeMatching } from '../app/remote-routes';
import { successPathFor } from '../verification/verification-flow';

// The host's identity-verification screens, which a remote's journey hands over to at one tap
// (the settings menu and the statement entry to the chooser, /info to /otp or the bank app).
// Named as the route table names their chunks, so these are the same files.
const VERIFICATION_SCREENS = [
  () => import(/* webpackChunkName: "page-request-setting", webpackFetchPriority: "low" */ '../pages/request-setting/request-setting-page'),
  () => import(/* webpackChunkName: "page-otp", webpackFetchPriority: "low" */ '../pages/otp/otp-page'),
  () => import(/* webpackChunkName: "page-kma", webpackFetchPriority: "low" */ '../pages/kma/redirect-kma-page'),
];

const remoteOf = (pathname: string): RemoteName | null => remoteRouteOf(pathname)?.remote ?? null;

/**
 * Every page of a remote: its entry and page table through Module Federation, then each page's
 * chunk, one at a time in the table's order from the page on show (a remote lists its pages in
 * the order its journey walks them), so the screen a tap goes to next arrives first, before the remote's other pages are asked for.
 */
async function fetchRemotePages(remote: RemoteName, pathname: string): Promise<void> {
  const module = await loadRemote<unknown>(`${remote}/pages`);
  if (!isRemotePagesModule(module)) return;
  const paths = Object.keys(module.pages);
  const here = paths.indexOf(routeMatching(paths, pathname) ?? '');
  for (const path of [...paths.slice(here + 1), ...paths.slice(0, Math.max(here, 0))]) await module.pages[path]?.().catch(() => undefined);
}

/**
 * The code of every screen one tap away (docs/performance.md, "Between screens"): every page of
 * the remote on show, the host's verification screens, and on those the remote the verified
 * journey goes on to, its entry included. A failure is left to the route that needs the code.
 */
export function fetchNextScreens(pathname: string): Promise<unknown> {
  const remotes = new Set<RemoteName>();
  const here = remoteOf(pathname);
  if (here) remotes.add(here);
  const flow = currentFlow();
  const next = flow ? remoteOf(new URL(successPathFor(flow), window.location.origin).pathname) : null;
  if (next) remotes.add(next);
  return Promise.all([
    ...VERIFICATION_SCREENS.map((load) => load().catch(() => undefined)),
    ...[...remotes].map((remote) => fetchRemotePages(remote, pathname).catch(() => undefined)),
  ]);
}

/**
 * A second after the host's start (the page's load event, which starts the app, has passed by
 * then) or the route's change, once the browser has nothing else to do (Safari has no idle
 * callback): the screen has drawn and its own calls have left, and the first load of the page
 * (what CI's budget counts, docs/performance.md) is over.
 */
const SETTLE_MS = 1000;

function whenIdle(run: () => void): () => void {
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const guarded = () => {
    if (!cancelled) run();
  };
  const settled = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(guarded, { timeout: 2000 });
    else guarded();
  };
  const go = () => {
    timer = setTimeout(settled, SETTLE_MS);
  };
  if (document.readyState === 'complete') go();
  else window.addEventListener('load', go, { once: true });
  return () => {
    cancelled = true;
    clearTimeout(timer);
    window.removeEventListener('load', go);
  };
}

/** Fetches the next screens' code once each screen is idle. */
export function NextScreens(): null {
  const { pathname } = useLocation();
  useEffect(() => whenIdle(() => void fetchNextScreens(pathname)), [pathname]);
  return null;
}
