import { render, type RenderResult } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { alertPopupAtom, confirmPopupAtom, loadingCountAtom, successPopupAtom } from '../state/popups';
import { GlobalOverlays } from '../ui/global-overlays';

/** Shows where the app navigated to, as a person would read it in the address bar. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output aria-label="ที่อยู่ปัจจุบัน" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname + location.search}
    </output>
  );
}

/** Clears the shared popups between tests; the jotai store is one per page, like the real app. */
export function resetOverlays(): void {
  const store = getDefaultStore();
  store.set(alertPopupAtom, null);
  store.set(confirmPopupAtom, null);
  store.set(successPopupAtom, null);
  store.set(loadingCountAtom, 0);
}

/**
 * Renders a page the way the shell does: inside the router, with the global overlays, at
 * `path`. Every other route renders nothing, so navigation is read from the location probe.
 */
export function renderInApp(page: ReactElement, { path = '/', route = path }: { path?: string; route?: string } = {}): RenderResult {
  resetOverlays();
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={route} element={page} />
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
      <GlobalOverlays />
    </MemoryRouter>,
  );
}
