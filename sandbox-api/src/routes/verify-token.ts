import { requiredString } from '../http/fields';
import { publicRoute } from './bank-route';

// The LINE ID token exchange: the only way to get an access token.
export const verifyTokenRoutes = [
  publicRoute('POST', '/verify-token', ({ body, store, deps }) => {
    const claims = deps.lineTokens.verify(requiredString(body, 'lineIdToken'));
    const old = typeof body.oldAccessToken === 'string' ? body.oldAccessToken : '';
    // Revoke the replaced token only when it is this user's; never let a caller end others'.
    if (old !== '' && store.tokens.peek(old)?.sub === claims.sub) store.tokens.revoke(old);
    return { accessToken: store.tokens.issueAccess(claims.sub).token };
  }),
];
