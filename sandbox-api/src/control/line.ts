import { json } from '../http/reply';
import { DEFAULT_LINE_SUB, ID_TOKEN_VARIANTS, type IdTokenVariant } from '../line/id-token';
import { isObject } from '../http/fields';
import { control, invalid } from './control-route';

export const lineControls = [
  control('GET', '/line/id-token', ({ query, deps }) => {
    const sub = query.get('sub') || DEFAULT_LINE_SUB;
    if (sub.length > 100) return invalid('sub is too long');
    const variant = query.get('variant');
    if (variant !== null && !(ID_TOKEN_VARIANTS as readonly string[]).includes(variant)) {
      return invalid(`variant must be one of ${ID_TOKEN_VARIANTS.join(', ')}`);
    }
    return json(200, { idToken: deps.lineTokens.issue(sub, (variant ?? undefined) as IdTokenVariant | undefined) });
  }),

  // Tests only: LINE's real key over any header and claims, so each claim check can be tried.
  control('POST', '/line/id-token', ({ body, deps }) => {
    const header = body.header ?? {};
    const claims = body.claims ?? {};
    if (!isObject(header) || !isObject(claims)) return invalid('header and claims must be objects');
    return json(200, { idToken: deps.lineTokens.issueCustom(header, claims) });
  }),

  control('GET', '/line/oauth2/v2.1/certs', ({ deps }) => json(200, deps.lineTokens.jwks())),
];
