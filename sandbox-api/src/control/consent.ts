import { html, json, redirect } from '../http/reply';
import { consentMissingPage, consentPage } from '../pages/consent-page';
import { CONSENT_RETURN_PATH } from '../routes/consents';
import type { SandboxDeps } from '../sandbox-deps';
import { control } from './control-route';

// The consent provider the app frames. Its buttons come back through here so the provider's
// answer is on record, then the frame goes to the host's /stamp-consent-action.

/** Only back to one of the app's own origins; anything else falls back to the host. */
function safeReturnTo(deps: SandboxDeps, raw: string | null): string {
  const fallback = `${deps.hostOrigin}${CONSENT_RETURN_PATH}`;
  if (!raw) return fallback;
  try {
    const url = new URL(raw);
    if (url.origin === deps.hostOrigin || deps.allowedOrigins.includes(url.origin)) return `${url.origin}${url.pathname}`;
  } catch {
    // not a URL: use the fallback
  }
  return fallback;
}

export const consentControls = [
  control('GET', '/consent', ({ query, deps }) => {
    const tx = query.get('tx') ?? '';
    if (!deps.store.consentTransactions.has(tx)) return html(404, consentMissingPage());
    const returnTo = safeReturnTo(deps, query.get('returnTo'));
    return html(
      200,
      consentPage((status) => `/__sandbox/consent/answer?${new URLSearchParams({ tx, status, returnTo }).toString()}`),
    );
  }),

  control('GET', '/consent/answer', ({ query, deps }) => {
    const tx = query.get('tx') ?? '';
    const transaction = deps.store.consentTransactions.get(tx);
    if (!transaction) return html(404, consentMissingPage());
    const status = query.get('status');
    if (status !== 'ACCEPTED' && status !== 'REJECTED') return json(400, { error: 'status must be ACCEPTED or REJECTED' });
    // The first answer stands: the frame cannot be made to say otherwise afterwards.
    if (transaction.providerStatus !== null && transaction.providerStatus !== status) {
      return json(409, { error: 'this consent transaction is already answered' });
    }
    transaction.providerStatus = status;
    const back = new URLSearchParams({ transactionReference: tx, status });
    return redirect(`${safeReturnTo(deps, query.get('returnTo'))}?${back.toString()}`);
  }),
];
