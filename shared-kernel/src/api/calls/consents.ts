import * as v from 'valibot';
import { callApi } from 'shared-kernel';

export const fetchConsentCollectionForm = (registerRef: string) =>
  callApi({
    method: 'POST',
    path: '/consents/collection-forms',
    body: { registerRef },
    schema: v.object({ shouldSkip: v.optional(v.boolean(), false), formUrl: v.optional(v.string(), '') }),
    auth: 'verify',
  });

export const fetchConsentMaintenanceForm = () =>
  callApi({
    method: 'POST',
    path: '/consents/maintenance-forms',
    body: {},
    schema: v.object({ formUrl: v.string() }),
    auth: 'verify',
  });

export const sendConsentResult = (body: { transactionReference: string; status: string }) =>
  callApi({ method: 'POST', path: '/consents/forms/results', body, schema: v.unknown(), auth: 'verify' });
