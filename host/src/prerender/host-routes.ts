// Build time only (scripts/prerender-screens.js): the host's own routes, from its route table, so
// the server never lets a remote take one (server/remote-routes.js).
import { PATHS } from 'shared-kernel';
import { HOST_ROUTES } from '../app/route-table';

export function prerender(): { routes: string[] } {
  return { routes: [...HOST_ROUTES.map(([path]) => path), PATHS.stampConsentAction] };
}
