export const ACCOUNT_TYPE_LABELS = {
  SVNG: 'ออมทรัพย์',
  CURR: 'กระแสรายวัน',
  TIME: 'ฝากประจำ',
} as const;

export type AccountTypeCode = keyof typeof ACCOUNT_TYPE_LABELS;

export function isAccountTypeCode(type: string): type is AccountTypeCode {
  return Object.prototype.hasOwnProperty.call(ACCOUNT_TYPE_LABELS, type);
}

/** Savings is the fallback: the statement header shows it when the type is missing or new. */
export function accountTypeLabel(type: string | null | undefined): string {
  return type && isAccountTypeCode(type) ? ACCOUNT_TYPE_LABELS[type] : ACCOUNT_TYPE_LABELS.SVNG;
}
