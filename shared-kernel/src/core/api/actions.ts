import { API_ACTIONS, type ApiAction } from '../../kit/api/contract.generated';

// The X-Action of a call that names none (client.ts), so the bank's logs name each step of a
// journey: the contract's constant for its operation (API_ACTIONS, written from
// docs/api/openapi.yaml by scripts/api-contract-schemas.js). Every call of this kernel names its
// own; a remote built before they did takes this table from the host (docs/bank-api.md).

const TEMPLATES = Object.entries(API_ACTIONS).map(([key, action]) => {
  const [method = '', template = ''] = key.split(' ');
  const segments = template.split('/');
  return { method, segments, action };
});

/** The action name of `method path` (path without the API prefix or query), if the contract has it. */
export function actionFor(method: string, path: string): ApiAction | undefined {
  const wanted = method.toUpperCase();
  const segments = (path.split('?')[0] ?? '').split('/');
  const found = TEMPLATES.find(
    (entry) =>
      entry.method === wanted &&
      entry.segments.length === segments.length &&
      entry.segments.every((part, i) => (part.startsWith('{') ? segments[i] !== '' : part === segments[i])),
  );
  return found?.action;
}
