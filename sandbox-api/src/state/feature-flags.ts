import type { FeatureFlags } from './types';

// All on in the sandbox, unlike the app's all-off defaults, so every path is reachable from a
// fresh start; tests switch them off through the control endpoint.
export const DEFAULT_FEATURE_FLAGS: Readonly<FeatureFlags> = {
  enableRegistrationConsentManagement: true,
  enableRegistrationKma: true,
  enableSettingConsentManagement: true,
  enableSettingKma: true,
};

export const FEATURE_FLAG_NAMES = Object.keys(DEFAULT_FEATURE_FLAGS) as (keyof FeatureFlags)[];
