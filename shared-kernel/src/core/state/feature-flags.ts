import { atom } from 'jotai';
import type { FeatureFlags } from '../api/calls/app-start';

export const FEATURE_FLAG_DEFAULTS: FeatureFlags = {
  enableRegistrationConsentManagement: false,
  enableRegistrationKma: false,
  enableSettingConsentManagement: false,
  enableSettingKma: false,
};

export const featureFlagsAtom = atom<FeatureFlags>(FEATURE_FLAG_DEFAULTS);

/** docs/behaviour.md#app-state: setting feature flags merges the payload in. */
export const mergeFeatureFlagsAtom = atom(null, (get, set, patch: Partial<FeatureFlags>) =>
  set(featureFlagsAtom, { ...get(featureFlagsAtom), ...patch }),
);
