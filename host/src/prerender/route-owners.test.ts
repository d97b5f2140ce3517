import { PATHS } from 'shared-kernel';
import { prerender } from './route-owners';

describe('the route owners the host’s build writes for its server', () => {
  it('names the remote of every remote route and no host route, as the route table does', () => {
    const { routes } = prerender();
    expect(routes[PATHS.setting]).toBe('settings');
    expect(routes[PATHS.addAccountDetail]).toBe('registration');
    expect(routes[PATHS.requestStatement]).toBe('statement');
    for (const hostRoute of [PATHS.entry, PATHS.otp, PATHS.generalError, PATHS.stampConsentAction])
      expect(routes[hostRoute]).toBeUndefined();
  });
});
