import { callApi } from 'shared-kernel';
import { EmptyAnswer, GetConsentCollectionFormAnswer, GetConsentMaintenanceFormAnswer } from '../contract.generated';

export const fetchConsentCollectionForm = (registerRef: string) =>
  callApi({
    method: 'POST',
    path: '/consents/collection-forms',
    body: { registerRef },
    schema: GetConsentCollectionFormAnswer,
    auth: 'verify',
  });

export const fetchConsentMaintenanceForm = () =>
  callApi({
    method: 'POST',
    path: '/consents/maintenance-forms',
    body: {},
    schema: GetConsentMaintenanceFormAnswer,
    auth: 'verify',
  });

export const sendConsentResult = (body: { transactionReference: string; status: string }) =>
  callApi({ method: 'POST', path: '/consents/forms/results', body, schema: EmptyAnswer, auth: 'verify' });
