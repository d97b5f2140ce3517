/** Every bank call lives under this prefix (docs/behaviour.md#bank-calls). */
export const BANK_PREFIX = '/services/lks/inter/api/v1';
