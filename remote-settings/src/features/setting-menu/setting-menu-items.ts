import { PATHS, type FeatureFlags, type Flow, type IconName } from 'shared-kernel';
import { SETTINGS_TEXTS } from '../../texts/th';
import { OWN_PATHS } from '../../own-paths';

export interface SettingMenuItem {
  label: string;
  icon: IconName;
  /** Protected items set their flow and go through identity verification first. */
  flow?: Flow;
  to: string;
}

/**
 * docs/behaviour.md#settings-menu: personal data shows only when enableSettingConsentManagement;
 * it also needs the pre-setting check's isFillConsentAllowed (docs/behaviour.md#settings-journeys), since the bank can
 * close consent filling for one customer while the feature is on for everyone.
 */
export function settingMenuItems(
  flags: FeatureFlags,
  isFillConsentAllowed: boolean,
  TEXT: { readonly [K in keyof typeof SETTINGS_TEXTS.menu]: string } = SETTINGS_TEXTS.menu,
): SettingMenuItem[] {
  const items: SettingMenuItem[] = [{ label: TEXT.manageAccounts, icon: 'bankApp', flow: 'confirm-account', to: PATHS.requestSetting }];
  if (flags.enableSettingConsentManagement && isFillConsentAllowed)
    items.push({ label: TEXT.manageConsent, icon: 'shield', flow: 'manage-consent', to: PATHS.requestSetting });
  items.push({ label: TEXT.manageInterests, icon: 'star', to: OWN_PATHS.settingSurvey });
  items.push({ label: TEXT.cancelService, icon: 'cancel', flow: 'unbinding', to: PATHS.requestSetting });
  return items;
}
