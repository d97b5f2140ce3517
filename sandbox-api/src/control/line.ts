import { json } from '../http/reply';
import { DEFAULT_LINE_SUB, ID_TOKEN_VARIANTS, type IdTokenVariant } from '../line/id-token';
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
];
