import { atom } from 'jotai';
import type { DeviceOs } from '../api/request-headers';

export interface SettingState {
  oldSurvey: string[];
  deviceOS: DeviceOs;
  isFillConsentAllowed: boolean;
  isStartLiff: boolean;
  isLoadingSuccess: boolean;
}

export const SETTING_DEFAULTS: SettingState = {
  oldSurvey: [],
  deviceOS: 'OTHERS',
  isFillConsentAllowed: false,
  isStartLiff: true,
  isLoadingSuccess: false,
};

export const settingAtom = atom<SettingState>(SETTING_DEFAULTS);
export const patchSettingAtom = atom(null, (get, set, patch: Partial<SettingState>) => set(settingAtom, { ...get(settingAtom), ...patch }));
