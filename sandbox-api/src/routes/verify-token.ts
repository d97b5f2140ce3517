import { assertFirstOrRenewal, recordExchange } from '../bank/id-token-exchanges';
import { requiredString } from '../http/fields';
import { publicRoute } from './bank-route';

// The LINE ID token exchange: the only way to get an access token.
export const verifyTokenRoutes = [
  publicRoute('POST', '/verify-token', ({ body, store, deps }) => {
    const idToken = requiredString(body, 'lineIdToken');
    const claims = deps.lineTokens.verify(idToken);
    const old = typeof body.oldAccessToken === 'string' ? body.oldAccessToken : '';
    assertFirstOrRenewal(store, idToken, old);
    // Revoke the replaced token only when it is this user's; never let a caller end others'.
    if (old !== '' && store.tokens.peek(old)?.sub === claims.sub) store.tokens.revoke(old);
    const { token } = store.tokens.issueAccess(claims.sub);
    recordExchange(store, idToken, claims, token);
    return { accessToken: token };
  }),
];
