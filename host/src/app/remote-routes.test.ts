import { readRemoteRoutes } from './remote-routes';

/** A page as the host's server writes it, with `json` as its route map. */
function pageWith(json: string | null): Document {
  const doc = document.implementation.createHTMLDocument();
  if (json !== null) {
    const element = doc.createElement('script');
    element.type = 'application/json';
    element.id = 'remote-routes';
    element.textContent = json;
    doc.head.append(element);
  }
  return doc;
}

const EVERY_REMOTE_UNREAD = { routes: [], unread: ['registration', 'settings', 'statement'] };

describe('the remote routes the page names', () => {
  it('reads which remote draws which route, and which remotes’ routes are unknown', () => {
    const json = JSON.stringify({
      routes: { '/register': 'registration', '/add-account/:accountNo': 'registration' },
      unread: ['statement'],
    });
    expect(readRemoteRoutes(pageWith(json))).toEqual({
      routes: [
        ['/register', 'registration'],
        ['/add-account/:accountNo', 'registration'],
      ],
      unread: ['statement'],
    });
  });

  it('keeps nothing that is not a path of a remote the host knows', () => {
    const json = JSON.stringify({ routes: { '/x': 'elsewhere', 'https://evil.example': 'settings', '/y': 7 }, unread: ['nobody', 3] });
    expect(readRemoteRoutes(pageWith(json))).toEqual({ routes: [], unread: [] });
  });

  it.each([
    ['no map (a dev server)', null],
    ['one that is not JSON', '{'],
    ['one of another shape', '{"routes":[]}'],
  ])('with %s, knows no route and has every remote unread: each is asked for a path no route is', (_case, json) => {
    expect(readRemoteRoutes(pageWith(json))).toEqual(EVERY_REMOTE_UNREAD);
  });
});
