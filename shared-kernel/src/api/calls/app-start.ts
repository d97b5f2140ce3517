import * as v from 'valibot';
import { callApi } from '../client';

const FeatureFlagsSchema = v.object({
  enableRegistrationConsentManagement: v.optional(v.boolean(), false),
  enableRegistrationKma: v.optional(v.boolean(), false),
  enableSettingConsentManagement: v.optional(v.boolean(), false),
  enableSettingKma: v.optional(v.boolean(), false),
});
export type FeatureFlags = v.InferOutput<typeof FeatureFlagsSchema>;

export const fetchFeatureFlags = () => callApi({ method: 'GET', path: '/feature-flags', schema: FeatureFlagsSchema });

const TermsSchema = v.object({ id: v.union([v.string(), v.number()]), content: v.string() });
export const fetchTerms = () => callApi({ method: 'GET', path: '/term-and-conditions', schema: TermsSchema });
export const acceptTerms = (acceptedId: string | number) =>
  callApi({ method: 'POST', path: '/term-and-conditions/accept', body: { acceptedId }, schema: v.unknown() });
