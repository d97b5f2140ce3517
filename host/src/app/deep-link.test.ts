import { appPath, deepLinkedPath, routeBeingOpened } from './deep-link';
import { pageNamesRemoteRoutes } from './remote-routes-test-page';

const MOCK = { liffMock: true };
const REAL_SDK = { liffMock: false };

describe('a LINE deep link (liff.state)', () => {
  it('is followed by the app in mock mode, query included', () => {
    expect(deepLinkedPath('?liff.state=%2Fselect-statement%3FaccountRef%3DA1', MOCK)).toBe('/select-statement?accountRef=A1');
  });

  it('is left to the LIFF SDK, which redirects during liff.init, in production', () => {
    expect(deepLinkedPath('?liff.state=%2Fselect-statement', REAL_SDK)).toBeNull();
  });

  it('[family:url-lists] is never another site', () => {
    expect(deepLinkedPath('?liff.state=%2F%2Fevil.example%2Fsetting', MOCK)).toBeNull();
  });
});

describe('the route warmed during start-up', () => {
  it('is the deep link’s route when the entry page is opened with one', () => {
    expect(routeBeingOpened({ pathname: '/', search: '?liff.state=%2Fselect-statement%3FaccountRef%3DA1' }, MOCK)).toBe(
      '/select-statement',
    );
  });

  it('is the address itself for a direct path, and for the entry page in production', () => {
    expect(routeBeingOpened({ pathname: '/setting', search: '' }, MOCK)).toBe('/setting');
    expect(routeBeingOpened({ pathname: '/', search: '?liff.state=%2Fsetting' }, REAL_SDK)).toBe('/');
  });
});

describe('a path from a deep link or storage', () => {
  afterEach(() => document.getElementById('remote-routes')?.remove());

  it('is followed when it is a kernel path or a remote route the page names, one a remote added since the host was built included', () => {
    pageNamesRemoteRoutes({ routes: { '/added-screen': 'statement', '/add-account/:accountNo': 'registration' }, unread: [] });
    expect(appPath('/otp')).toBe('/otp');
    expect(appPath('/added-screen?x=1')).toBe('/added-screen?x=1');
    expect(appPath('/add-account/1234567890')).toBe('/add-account/1234567890');
  });

  it('[family:url-lists] is not followed when no route is it, nor when it is another site or the entry page', () => {
    pageNamesRemoteRoutes({ routes: { '/added-screen': 'statement' }, unread: [] });
    for (const refused of ['/nothing', '//evil.example/added-screen', 'https://evil.example/added-screen', '/', null])
      expect([refused, appPath(refused)]).toEqual([refused, null]);
  });

  it('may be an unread remote’s route while some remote’s routes are unknown: that remote is asked when the path is drawn', () => {
    pageNamesRemoteRoutes({ routes: {}, unread: ['statement'] });
    expect(appPath('/added-screen')).toBe('/added-screen');
  });
});
