import type * as v from 'valibot';
import { callApi } from '../client';
import { EmptyAnswer, GetFeatureFlagsAnswer, GetTermsAnswer } from '../../../kit/api/contract.generated';

export type FeatureFlags = v.InferOutput<typeof GetFeatureFlagsAnswer>;

export const fetchFeatureFlags = () => callApi({ method: 'GET', path: '/feature-flags', schema: GetFeatureFlagsAnswer });

export const fetchTerms = () => callApi({ method: 'GET', path: '/term-and-conditions', schema: GetTermsAnswer });
export const acceptTerms = (acceptedId: string | number) =>
  callApi({ method: 'POST', path: '/term-and-conditions/accept', body: { acceptedId }, schema: EmptyAnswer });
