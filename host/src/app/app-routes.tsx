import { Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { RemoteRoute, UnreadRemoteRoute } from '../federation/remote-route';
import { PageLoading } from './page-loading';
import { remoteRoutes } from './remote-routes';
import { HOST_ROUTES } from './route-table';

/**
 * The host's routes, then the remotes' as the page names them (./remote-routes.ts). Each remote
 * route is keyed by its path, so one route's failure or loading never carries over to the next.
 */
export function AppRoutes() {
  const { routes } = remoteRoutes();
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        {HOST_ROUTES.map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        {routes.map(([path, remote]) => (
          <Route key={path} path={path} element={<RemoteRoute key={path} remote={remote} path={path} />} />
        ))}
        <Route path="*" element={<OtherPath />} />
      </Routes>
    </Suspense>
  );
}

/**
 * docs/behaviour.md#route-ownership: any other path is a blank white page, unless a remote whose routes
 * the page does not know may draw it.
 */
function OtherPath() {
  const { pathname } = useLocation();
  const { unread } = remoteRoutes();
  return unread.length > 0 ? <UnreadRemoteRoute key={pathname} remotes={unread} pathname={pathname} /> : null;
}
