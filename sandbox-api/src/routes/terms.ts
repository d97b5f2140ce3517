import { badRequest } from '../errors/bank-error';
import { bearerToken } from '../http/request';
import { TERMS_CONTENT, TERMS_ID } from '../state/terms';
import { publicRoute } from './bank-route';

export const termsRoutes = [
  publicRoute('GET', '/term-and-conditions', () => ({ id: TERMS_ID, content: TERMS_CONTENT })),
  publicRoute('POST', '/term-and-conditions/accept', ({ body, headers, store }) => {
    if (body.acceptedId !== TERMS_ID) throw badRequest('acceptedId is not the current terms id');
    // Remembered per LINE user when the caller sends a live token; the call itself is public.
    try {
      const session = store.tokens.resolve(bearerToken(headers));
      store.termsAccepted.set(session.sub, { acceptedId: TERMS_ID, at: store.clock.now() });
    } catch {
      // no token, or not a live one: nothing to remember
    }
    return {};
  }),
];
