import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RemoteRoute } from '../federation/remote-route';
import { PageLoading } from './page-loading';
import { ROUTE_TABLE } from './route-table';

/** Each remote route is keyed by its path, so one route's failure or loading never carries over to the next. */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        {ROUTE_TABLE.map(([path, route]) => {
          const element = route.owner === 'host' ? <route.Page /> : <RemoteRoute key={path} remote={route.owner} path={path} />;
          return <Route key={path} path={path} element={element} />;
        })}
        {/* docs/behaviour.md#route-list: any other path is a blank white page. */}
        <Route path="*" element={null} />
      </Routes>
    </Suspense>
  );
}
