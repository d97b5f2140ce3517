import type * as v from 'valibot';
import { callApi } from '../client';
import { EmptyAnswer, GetFeatureFlagsAnswer, GetTermsAnswer, type ApiAction } from '../../../kit/api/contract.generated';

export type FeatureFlags = v.InferOutput<typeof GetFeatureFlagsAnswer>;

export const fetchFeatureFlags = () =>
  callApi({ method: 'GET', path: '/feature-flags', action: 'GET_FEATURE_FLAGS' satisfies ApiAction, schema: GetFeatureFlagsAnswer });

export const fetchTerms = () =>
  callApi({ method: 'GET', path: '/term-and-conditions', action: 'GET_TERMS' satisfies ApiAction, schema: GetTermsAnswer });
export const acceptTerms = (acceptedId: string | number) =>
  callApi({
    method: 'POST',
    path: '/term-and-conditions/accept',
    action: 'ACCEPT_TERMS' satisfies ApiAction,
    body: { acceptedId },
    schema: EmptyAnswer,
  });
