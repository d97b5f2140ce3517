import { canDecide, decideKma, kmaStatus } from '../bank/kma';
import { html, json, redirect } from '../http/reply';
import { kmaMissingPage, kmaPage } from '../pages/kma-page';
import { control } from './control-route';

// The simulated bank app. A person uses the page (a form post, then a redirect back to the
// app); a test may post JSON and gets JSON back.

export const kmaControls = [
  control('GET', '/kma', ({ query, deps }) => {
    const request = deps.store.kmaRequests.get(query.get('authRef') ?? '');
    if (!request) return html(404, kmaMissingPage());
    const customer = deps.store.customer(request.customerId);
    return html(200, kmaPage(request, customer, kmaStatus(deps.store, request), `${deps.hostOrigin}${request.redirectPath}`));
  }),

  control('POST', '/kma/decide', ({ body, headers, deps }) => {
    const wantsJson = String(headers['content-type'] ?? '').startsWith('application/json');
    const request = deps.store.kmaRequests.get(typeof body.authRef === 'string' ? body.authRef : '');
    if (!request) return wantsJson ? json(404, { error: 'authRef not found' }) : html(404, kmaMissingPage());
    const decision = body.decision === 'approve' ? 'APPROVED' : body.decision === 'reject' ? 'REJECTED' : null;
    if (decision === null) return json(400, { error: 'decision must be approve or reject' });
    const returnUrl = `${deps.hostOrigin}${request.redirectPath}`;
    const customer = deps.store.customer(request.customerId);
    if (!canDecide(deps.store, request)) {
      const status = kmaStatus(deps.store, request);
      return wantsJson ? json(409, { error: 'request already decided or expired', status }) : html(409, kmaPage(request, customer, status, returnUrl));
    }
    decideKma(deps.store, request, decision);
    return wantsJson ? json(200, { authRef: request.authRef, status: kmaStatus(deps.store, request), redirectTo: returnUrl }) : redirect(returnUrl);
  }),
];
