import { act, render, screen, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
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

const LEAVE = 'ออกจากหน้านี้';

/** The phone's back gesture, as a button beside the page: see leavePage. */
function LeaveButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      {LEAVE}
    </button>
  );
}

/**
 * The customer goes back (the phone's back, LINE's back) to renderInApp's `leaveTo` while the
 * page's work is under way, or while it has a popup up.
 */
export function leavePage(): void {
  act(() => screen.getByRole('button', { name: LEAVE }).click());
}

/**
 * Renders a page the way the shell does: inside the router, with the global overlays, at
 * `path`. `otherPages` stand in for the pages a journey passes through (route → element); every
 * other route renders nothing, so navigation is read from the location probe. With `leaveTo`,
 * the screen the customer came from, leavePage() takes them back there.
 */
export function renderInApp(
  page: ReactElement,
  {
    path = '/',
    route = path,
    otherPages = {},
    leaveTo,
  }: { path?: string; route?: string; otherPages?: Record<string, ReactElement>; leaveTo?: string } = {},
): RenderResult {
  resetOverlays();
  return render(
    <MemoryRouter initialEntries={leaveTo ? [leaveTo, path] : [path]}>
      <Routes>
        <Route path={route} element={page} />
        {Object.entries(otherPages).map(([otherRoute, element]) => (
          <Route key={otherRoute} path={otherRoute} element={element} />
        ))}
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
      {leaveTo ? <LeaveButton /> : null}
      <GlobalOverlays />
    </MemoryRouter>,
  );
}
