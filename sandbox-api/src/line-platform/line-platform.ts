import { createHash, randomBytes } from 'node:crypto';
import { control, invalid, type ControlRoute } from '../control/control-route';
import { json, type Reply } from '../http/reply';
import { DEFAULT_LINE_SUB, LINE_CHANNEL_ID, type LineIdTokens } from '../line/id-token';

// The LINE platform as the real @line/liff SDK (2.31.0) meets it in an external browser, for the
// real-SDK end-to-end project (e2e/real-liff/, docs/running-in-line.md). The browser's requests to
// LINE's hosts are forwarded here:
//   https://access.line.me/<path> → /__sandbox/line-platform/access/<path>
//   https://api.line.me/<path>    → /__sandbox/line-platform/api/<path>
// Only what the SDK's init and login call is answered: the authorize page (liff/v1/authorize), the
// code exchange (oauth2/v2.1/token), the keys it checks the ID token with (oauth2/v2.1/certs,
// the same JWKS the bank's /verify-token checks against) and the LIFF app's context token.

const PREFIX = '/line-platform';
/** What LINE answers as expires_in for a LIFF access token (30 days). */
const ACCESS_TOKEN_SECONDS = 30 * 24 * 60 * 60;
/** A code not exchanged within this is refused, as an OAuth server would. */
const CODE_LIFETIME_MS = 10 * 60 * 1000;

interface PendingCode {
  sub: string;
  challenge: string;
  redirectUri: string;
  issuedAt: number;
}

/** Codes are per sandbox (keyed by its signer), used once. */
const codesBySigner = new WeakMap<LineIdTokens, Map<string, PendingCode>>();
function codesOf(signer: LineIdTokens): Map<string, PendingCode> {
  let codes = codesBySigner.get(signer);
  if (!codes) codesBySigner.set(signer, (codes = new Map()));
  return codes;
}

/** The LIFF app a test configures: its endpoint URL is where LINE sends the browser back. */
export interface LiffAppSettings {
  liffId: string;
  endpointUrl: string;
}
const appsBySigner = new WeakMap<LineIdTokens, LiffAppSettings>();

function base64url(value: string | Buffer): string {
  return Buffer.from(value).toString('base64url');
}

/** PKCE S256, as the SDK computes code_challenge from its code_verifier. */
function s256(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

function redirectTo(location: string): Reply {
  return { status: 302, headers: { Location: location, 'Cache-Control': 'no-store' }, body: '' };
}

/** The context token: a JWT-shaped string whose payload the SDK decodes (it checks no signature). */
function contextToken(app: LiffAppSettings): string {
  const context = {
    type: 'external',
    liffId: app.liffId,
    endpointUrl: app.endpointUrl,
    permanentLinkPattern: 'concat',
    scope: ['openid', 'profile'],
    availability: {},
  };
  return `${base64url(JSON.stringify({ alg: 'none' }))}.${base64url(JSON.stringify(context))}.`;
}

export const linePlatformControls: readonly ControlRoute[] = [
  // Tests: which LIFF app the platform serves (the app's liffId and endpoint URL).
  control('POST', `${PREFIX}/app`, ({ body, deps }) => {
    const { liffId, endpointUrl } = body;
    if (typeof liffId !== 'string' || typeof endpointUrl !== 'string') return invalid('liffId and endpointUrl are required');
    appsBySigner.set(deps.lineTokens, { liffId, endpointUrl });
    return json(200, { liffId, endpointUrl });
  }),

  // LINE Login's authorize page. The person is logged in to LINE already (the forwarder names
  // them with `sub`), so it sends the browser straight back with a code, as LINE does then.
  control('GET', `${PREFIX}/access/liff/v1/authorize`, ({ query, deps }) => {
    const app = appsBySigner.get(deps.lineTokens);
    if (!app || query.get('app_id') !== app.liffId) return invalid('unknown LIFF app');
    if (query.get('response_type') !== 'code' || query.get('code_challenge_method') !== 'S256') return invalid('PKCE code flow only');
    const challenge = query.get('code_challenge');
    if (!challenge) return invalid('code_challenge is required');
    const redirectUri = query.get('redirect_uri') ?? app.endpointUrl;
    if (new URL(redirectUri).origin !== new URL(app.endpointUrl).origin) return invalid('redirect_uri is not under the endpoint URL');
    const code = base64url(randomBytes(16));
    codesOf(deps.lineTokens).set(code, { sub: query.get('sub') || DEFAULT_LINE_SUB, challenge, redirectUri, issuedAt: Date.now() });
    const back = new URL(redirectUri);
    back.searchParams.set('code', code);
    back.searchParams.set('state', query.get('state') ?? '');
    back.searchParams.set('liffClientId', LINE_CHANNEL_ID);
    back.searchParams.set('liffRedirectUri', redirectUri);
    return redirectTo(back.href);
  }),

  // The code exchange: the PKCE verifier must match, the code is used once.
  control('POST', `${PREFIX}/api/oauth2/v2.1/token`, ({ body, deps }) => {
    const { grant_type: grantType, code, code_verifier: verifier, client_id: clientId } = body;
    if (grantType !== 'authorization_code' || typeof code !== 'string' || typeof verifier !== 'string') {
      return json(400, { error: 'invalid_request' });
    }
    const codes = codesOf(deps.lineTokens);
    const pending = codes.get(code);
    codes.delete(code);
    if (!pending || Date.now() - pending.issuedAt > CODE_LIFETIME_MS || clientId !== LINE_CHANNEL_ID) {
      return json(400, { error: 'invalid_grant' });
    }
    if (s256(verifier) !== pending.challenge) return json(400, { error: 'invalid_grant', error_description: 'code_verifier' });
    return json(200, {
      access_token: base64url(randomBytes(24)),
      token_type: 'Bearer',
      expires_in: ACCESS_TOKEN_SECONDS,
      scope: 'openid profile',
      id_token: deps.lineTokens.issue(pending.sub),
    });
  }),

  // The keys LINE signs ID tokens with: the SDK checks the token it was handed against them,
  // and the bank's /verify-token checks the same JWKS.
  control('GET', `${PREFIX}/api/oauth2/v2.1/certs`, ({ deps }) => json(200, deps.lineTokens.jwks())),

  control('GET', `${PREFIX}/api/liff/v2/apps/:liffId/contextToken`, ({ params, deps }) => {
    const app = appsBySigner.get(deps.lineTokens);
    if (!app || params.liffId !== app.liffId) return json(404, { message: 'not found' });
    return json(200, { contextToken: contextToken(app) });
  }),
];
