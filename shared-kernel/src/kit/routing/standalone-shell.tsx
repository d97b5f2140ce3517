import { lazy, StrictMode, Suspense, useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import {
  applyDebugSwitch,
  ensureKernelStyles,
  GlobalOverlays,
  loadRuntimeConfig,
  RouteAnnouncer,
  startLiff,
  startSession,
  type RemotePages,
} from 'shared-kernel';

function StandaloneRoutes({ pages }: { pages: RemotePages }) {
  const routes = useMemo(() => Object.entries(pages).map(([path, load]) => [path, lazy(load)] as const), [pages]);
  return (
    <Suspense fallback={null}>
      <Routes>
        {routes.map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={null} />
      </Routes>
    </Suspense>
  );
}

/**
 * The kernel's `shared-kernel/standalone-shell` entry point, imported only by each remote's
 * development entry (src/standalone/), so no production build carries it. What it starts (the
 * runtime config, LIFF, the session, the overlays) it takes from `shared-kernel` itself.
 *
 * A remote's squad runs its pages alone (`npm run dev -w remote-x`) inside this minimal shell:
 * the same LIFF start-up, session and overlays as the host, only its own routes.
 */
export async function mountStandalone(pages: RemotePages, rootElement: HTMLElement): Promise<void> {
  ensureKernelStyles();
  const config = await loadRuntimeConfig();
  applyDebugSwitch(window.location.search);
  await startLiff(config);
  void startSession(config);
  createRoot(rootElement).render(
    <StrictMode>
      <BrowserRouter>
        <StandaloneRoutes pages={pages} />
        <GlobalOverlays />
        <RouteAnnouncer />
      </BrowserRouter>
    </StrictMode>,
  );
}
