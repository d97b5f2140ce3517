import { prerender } from './host-routes';

describe('the host routes the host’s build writes for its server', () => {
  it('names every route the host draws, the consent return drawn before the router too, and no remote’s', () => {
    expect(prerender().routes.sort()).toEqual(
      [
        '/',
        '/stamp-consent-action',
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
      ].sort(),
    );
  });

  it('names the remote screen the bank app’s return goes on to in registration, whose remote’s entry the server hints', () => {
    expect(prerender().nextRemoteRoutes).toEqual({ '/auth-kma-verification': '/confirm-account' });
  });
});
