// Build time only (scripts/prerender-screens.js): the host's own routes, from its route table, so
// the server never lets a remote take one (server/remote-routes.js); and the remote route each goes
// on to by itself in registration, whose remote's entry the server hints with the page: a page
// load cannot know the flow, and a wrong hint in a service flow is one entry fetched at low priority.
import { PATHS } from 'shared-kernel';
import { HOST_ROUTES, NEXT_REMOTE_ROUTES } from '../app/route-table';

export function prerender(): { routes: string[]; nextRemoteRoutes: Record<string, string> } {
  return {
    routes: [...HOST_ROUTES.map(([path]) => path), PATHS.stampConsentAction],
    nextRemoteRoutes: Object.fromEntries(Object.entries(NEXT_REMOTE_ROUTES).map(([route, next]) => [route, next('register')])),
  };
}
