/**
 * The journey that asked for identity verification; it decides the calls and where success goes.
 * Read and started through session/verified-journey.ts.
 */
export const FLOWS = ['register', 'unbinding', 'select-statement', 'manage-consent', 'confirm-account'] as const;
export type Flow = (typeof FLOWS)[number];

export const isFlow = (value: unknown): value is Flow => typeof value === 'string' && (FLOWS as readonly string[]).includes(value);
