import { ROUTE_TABLE } from './route-table';

// The route ownership table in docs/behaviour.md#route-ownership, written out again on purpose: a route that moves owner
// must be a deliberate change to both.
const DESIGN_OWNERS: Record<string, string[]> = {
  host: [
    '/',
    '/request-setting',
    '/receive-otp',
    '/otp',
    '/auth-kma-verification',
    '/redirect-kma',
    '/locked-register',
    '/suspend-register',
    '/general-error',
    '/auth-register-verification-error',
    '/auth-common-verification-error',
  ],
  registration: [
    '/register',
    '/verify',
    '/terms-and-conditions',
    '/info',
    '/account-info',
    '/confirm-account',
    '/add-account',
    '/add-account/:accountNo',
    '/consent-collection',
    '/survey',
    '/success',
  ],
  settings: [
    '/setting',
    '/success-account',
    '/consent-maintenance',
    '/consent-maintenance-error',
    '/setting-survey',
    '/success-survey',
    '/unbinding',
    '/success-unbinding',
  ],
  statement: ['/request-statement', '/select-statement', '/success-statement'],
};

describe('the host route table', () => {
  it('wires every route of docs/behaviour.md#route-ownership to its owner, once', () => {
    const actual: Record<string, string[]> = {};
    for (const [path, route] of ROUTE_TABLE) (actual[route.owner] ??= []).push(path);
    expect(actual).toEqual(DESIGN_OWNERS);
  });

  it('leaves /stamp-consent-action out of the router: it is drawn before any remote or session exists', () => {
    expect(ROUTE_TABLE.map(([path]) => path)).not.toContain('/stamp-consent-action');
  });
});
