// What a log line and a metric call a request: the route's name, never its raw path. A path
// segment is kept only when it is a plain lowercase word or words joined by `-` (how the app's
// routes and the bank's resources are named); any other segment is where an id lives (an
// account number, an ID card, a token) and is written `{id}`. So a name holds words, never an id.
const { allowedPath } = require('./api-forwarding');

const WORDS = /^[a-z]+(?:-[a-z]+)*$/;
// Past this many segments a path is nobody's route: its name would only be noise.
const MAX_SEGMENTS = 8;

/** `/add-account/1234567890` → `/add-account/{id}`; the query is never part of it. */
function pathTemplate(rawPath) {
  const segments = rawPath.split('?')[0].split('/').slice(1);
  if (segments.length > MAX_SEGMENTS) return '/{long}';
  return `/${segments.map((segment) => (segment === '' || WORDS.test(segment) ? segment : '{id}')).join('/')}`;
}

/**
 * The bank path of a forwarded call, below the API prefix (`/survey-submissions/{id}`), or null
 * for a path the forwarder refuses.
 */
function bankPathTemplate(rawUrl, prefix) {
  const below = `${prefix}/`;
  return allowedPath(rawUrl, below) ? pathTemplate(rawUrl.slice(prefix.length)) : null;
}

/** Route names by kind: what `seen.route` holds (./request-observation.js). */
const ROUTES = {
  // `/register/index.html` is the page of `/register/`.
  page: (pathname) => ({ kind: 'page', name: `page:${pathTemplate(pathname.replace(/\/index\.html$/, '/'))}` }),
  api: (rawUrl, prefix) => {
    const template = bankPathTemplate(rawUrl, prefix);
    return { kind: 'api', name: `api:${template ?? 'refused'}`, bankPath: template ?? undefined };
  },
  static: { kind: 'static', name: 'static' },
  runtimeConfig: { kind: 'static', name: 'runtime-config' },
  clientReports: { kind: 'reports', name: 'client-reports' },
  refused: { kind: 'refused', name: 'refused' },
};

module.exports = { ROUTES, pathTemplate };
