// Which remote draws which route, composed from the lists the remotes publish: the rules of
// docs/remote-screens.md, "Whose route it is".
const { composeRoutes, routeOf } = require('./remote-routes');

const HOST_ROUTES = ['/', '/stamp-consent-action', '/otp', '/request-setting', '/general-error'];
const REGISTRATION = ['/register', '/terms-and-conditions', '/add-account/:accountNo'];
const SETTINGS = ['/setting', '/success-account'];
const STATEMENT = ['/request-statement'];

const compose = (lists, previous) => composeRoutes({ hostRoutes: HOST_ROUTES, lists, previous });

describe('the routes the host composes from what the remotes publish', () => {
  test('each remote draws the routes it lists; nothing else is anyone’s', () => {
    const { owners, unread, refused } = compose([
      ['registration', REGISTRATION],
      ['settings', SETTINGS],
      ['statement', STATEMENT],
    ]);
    expect(owners).toEqual({
      '/register': 'registration',
      '/terms-and-conditions': 'registration',
      '/add-account/:accountNo': 'registration',
      '/setting': 'settings',
      '/success-account': 'settings',
      '/request-statement': 'statement',
    });
    expect(unread).toEqual([]);
    expect(refused).toEqual({});
    expect(routeOf(owners, '/add-account/1234567890')).toBe('/add-account/:accountNo');
    expect(routeOf(owners, '/register')).toBe('/register');
    for (const blank of ['/registers', '/register/x', '/add-account', '/add-account/1/2', '/nothing'])
      expect([blank, routeOf(owners, blank)]).toEqual([blank, null]);
  });

  test('[family:upstream-misbehaviour] a remote never takes a host route, a pattern over one, or every path', () => {
    const { owners, refused } = compose([
      ['registration', [...REGISTRATION, '/otp', '/stamp-consent-action', '/:anything', '//x']],
      ['settings', SETTINGS],
    ]);
    expect(routeOf(owners, '/otp')).toBeNull();
    expect(routeOf(owners, '/stamp-consent-action')).toBeNull();
    expect(routeOf(owners, '/nothing')).toBeNull();
    expect(refused).toEqual({
      registration: [
        { route: '/otp', reason: 'a host route' },
        { route: '/stamp-consent-action', reason: 'a host route' },
        { route: '/:anything', reason: 'not a route' },
        { route: '//x', reason: 'not a route' },
      ],
    });
  });

  test('[family:upstream-misbehaviour] a route another remote draws stays its own: the newcomer’s claim is refused, whatever the config’s order', () => {
    const before = compose([
      ['registration', REGISTRATION],
      ['settings', SETTINGS],
    ]).owners;
    // Registration, named first, now publishes settings' route and a path under its own pattern's rival.
    const { owners, refused } = compose(
      [
        ['registration', [...REGISTRATION, '/setting']],
        ['settings', [...SETTINGS, '/add-account/new']],
      ],
      before,
    );
    expect(owners['/setting']).toBe('settings');
    expect(routeOf(owners, '/add-account/new')).toBe('/add-account/:accountNo');
    expect(refused).toEqual({
      registration: [{ route: '/setting', reason: 'remote "settings" draws /setting' }],
      settings: [{ route: '/add-account/new', reason: 'remote "registration" draws /add-account/:accountNo' }],
    });
  });

  test('[family:upstream-misbehaviour] two claims first seen together (a server starting) go to the remote named first in the runtime config', () => {
    const { owners, refused } = compose([
      ['registration', REGISTRATION],
      ['settings', [...SETTINGS, '/register']],
    ]);
    expect(owners['/register']).toBe('registration');
    expect(refused).toEqual({ settings: [{ route: '/register', reason: 'remote "registration" draws /register' }] });
  });

  test('a route its remote no longer lists is free for another remote; a host route a remote held is the host’s once the host has it', () => {
    const before = compose([
      ['registration', [...REGISTRATION, '/survey']],
      ['settings', SETTINGS],
    ]).owners;
    const moved = compose(
      [
        ['registration', REGISTRATION],
        ['settings', [...SETTINGS, '/survey']],
      ],
      before,
    );
    expect(moved.owners['/survey']).toBe('settings');
    expect(moved.refused).toEqual({});
    const hostTakesIt = composeRoutes({
      hostRoutes: [...HOST_ROUTES, '/survey'],
      lists: [['settings', [...SETTINGS, '/survey']]],
      previous: moved.owners,
    });
    expect(hostTakesIt.owners['/survey']).toBeUndefined();
    expect(hostTakesIt.refused).toEqual({ settings: [{ route: '/survey', reason: 'a host route' }] });
  });

  test('a remote whose list was never read is named unread, and owns nothing', () => {
    const { owners, unread } = compose([
      ['registration', null],
      ['settings', SETTINGS],
    ]);
    expect(unread).toEqual(['registration']);
    expect(routeOf(owners, '/register')).toBeNull();
  });
});
