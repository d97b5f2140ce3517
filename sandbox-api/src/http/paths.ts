/** Every bank call lives under this prefix (SPEC.md section 7). */
export const BANK_PREFIX = '/services/lks/inter/api/v1';
