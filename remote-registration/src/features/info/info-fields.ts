import { idCardError, mobileError, normaliseReferral } from 'shared-kernel/validation';
import { formatIdCard, formatMobile } from 'shared-kernel/display-formats';

export interface InfoValues {
  idCard: string;
  mobile: string;
  referral: string;
}
export type InfoField = keyof InfoValues;

/** Every keystroke is shown in the display format of docs/behaviour.md#display-formats; the referral is cut to 50. */
export const INFO_INPUT_FORMATS: Record<InfoField, (typed: string) => string> = {
  idCard: formatIdCard,
  mobile: formatMobile,
  referral: normaliseReferral,
};

export function infoErrors(values: InfoValues, skipChecksum: boolean): Record<InfoField, string | null> {
  return {
    idCard: idCardError(values.idCard, { skipChecksum }),
    mobile: mobileError(values.mobile),
    referral: null,
  };
}
