import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { GlobalOverlays } from '../core/ui/global-overlays';
import { resetOverlays } from './reset-app-state';

/** Shows where the app navigated to, as a person would read it in the address bar. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output aria-label="ที่อยู่ปัจจุบัน" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname + location.search}
    </output>
  );
}

/**
 * Renders a page the way the shell does: inside the router, with the global overlays, at
 * `path`. `otherPages` stand in for the pages a journey passes through (route → element); every
 * other route renders nothing, so navigation is read from the location probe.
 */
export function renderInApp(
  page: ReactElement,
  { path = '/', route = path, otherPages = {} }: { path?: string; route?: string; otherPages?: Record<string, ReactElement> } = {},
): RenderResult {
  resetOverlays();
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={route} element={page} />
        {Object.entries(otherPages).map(([otherRoute, element]) => (
          <Route key={otherRoute} path={otherRoute} element={element} />
        ))}
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
      <GlobalOverlays />
    </MemoryRouter>,
  );
}
