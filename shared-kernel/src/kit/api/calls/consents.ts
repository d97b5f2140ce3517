import { callApi } from 'shared-kernel';
import { EmptyAnswer, GetConsentCollectionFormAnswer, GetConsentMaintenanceFormAnswer, type ApiAction } from '../contract.generated';

export const fetchConsentCollectionForm = (registerRef: string) =>
  callApi({
    method: 'POST',
    path: '/consents/collection-forms',
    action: 'GET_CONSENT_COLLECTION_FORM' satisfies ApiAction,
    body: { registerRef },
    schema: GetConsentCollectionFormAnswer,
    auth: 'verify',
  });

export const fetchConsentMaintenanceForm = () =>
  callApi({
    method: 'POST',
    path: '/consents/maintenance-forms',
    action: 'GET_CONSENT_MAINTENANCE_FORM' satisfies ApiAction,
    body: {},
    schema: GetConsentMaintenanceFormAnswer,
    auth: 'verify',
  });

export const sendConsentResult = (body: { transactionReference: string; status: string }) =>
  callApi({
    method: 'POST',
    path: '/consents/forms/results',
    action: 'SEND_CONSENT_RESULT' satisfies ApiAction,
    body,
    schema: EmptyAnswer,
    auth: 'verify',
  });
