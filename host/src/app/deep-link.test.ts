import { deepLinkedPath, routeBeingOpened } from './deep-link';

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
