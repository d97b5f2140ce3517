import { canDecide, decideKma, kmaStatus } from '../bank/kma';
import { html, json, redirect } from '../http/reply';
import { kmaMissingPage, kmaPage } from '../pages/kma-page';
import type { SandboxDeps } from '../sandbox-deps';
import { control } from './control-route';

// The simulated bank app. A person uses the page (a form post, then a redirect back to the
// app); a test may post JSON and gets JSON back.

/** LINE's permanent links of a LIFF app (https://liff.line.me/{liffId}/{path}). */
const LIFF_ORIGIN = 'https://liff.line.me';

/**
 * Where the bank app sends the customer back, as the app asked (`redirectPath`): a path on the
 * host, a page on one of the app's own origins, or the permanent link of the app's own LIFF app
 * (the configured LIFF ID), which opens the mini-app inside LINE again. Anything else, another
 * LIFF app included, would make the bank app an open redirect, so it is refused (null).
 */
export function kmaReturnUrl(redirectPath: string, deps: Pick<SandboxDeps, 'hostOrigin' | 'allowedOrigins' | 'liffId'>): string | null {
  if (redirectPath.startsWith('/')) {
    if (redirectPath.startsWith('//') || redirectPath.includes('\\')) return null;
    return `${deps.hostOrigin}${redirectPath}`;
  }
  let url: URL;
  try {
    url = new URL(redirectPath);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  const appOrigins = [deps.hostOrigin, ...deps.allowedOrigins];
  if (appOrigins.includes(url.origin)) return url.href;
  if (url.origin === LIFF_ORIGIN && url.pathname.startsWith(`/${deps.liffId}/`)) return url.href;
  return null;
}

/** A request stored before this rule (or a refused one) still returns to the waiting screen. */
const returnUrlOf = (redirectPath: string, deps: SandboxDeps): string =>
  kmaReturnUrl(redirectPath, deps) ?? `${deps.hostOrigin}/auth-kma-verification`;

export const kmaControls = [
  control('GET', '/kma', ({ query, deps }) => {
    const request = deps.store.kmaRequests.get(query.get('authRef') ?? '');
    if (!request) return html(404, kmaMissingPage());
    const customer = deps.store.customer(request.customerId);
    return html(200, kmaPage(request, customer, kmaStatus(deps.store, request), returnUrlOf(request.redirectPath, deps)));
  }),

  control('POST', '/kma/decide', ({ body, headers, deps }) => {
    const wantsJson = String(headers['content-type'] ?? '').startsWith('application/json');
    const request = deps.store.kmaRequests.get(typeof body.authRef === 'string' ? body.authRef : '');
    if (!request) return wantsJson ? json(404, { error: 'authRef not found' }) : html(404, kmaMissingPage());
    const decision = body.decision === 'approve' ? 'APPROVED' : body.decision === 'reject' ? 'REJECTED' : null;
    if (decision === null) return json(400, { error: 'decision must be approve or reject' });
    const returnUrl = returnUrlOf(request.redirectPath, deps);
    const customer = deps.store.customer(request.customerId);
    if (!canDecide(deps.store, request)) {
      const status = kmaStatus(deps.store, request);
      return wantsJson
        ? json(409, { error: 'request already decided or expired', status })
        : html(409, kmaPage(request, customer, status, returnUrl));
    }
    decideKma(deps.store, request, decision);
    return wantsJson
      ? json(200, { authRef: request.authRef, status: kmaStatus(deps.store, request), redirectTo: returnUrl })
      : redirect(returnUrl);
  }),
];
