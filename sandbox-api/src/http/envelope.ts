import type { BankError } from '../errors/bank-error';

// The one reply shape of every bank call (contract in the sandbox README / CONTROLS.md).

export interface SuccessEnvelope<T> {
  success: true;
  code: '0000';
  message: 'success';
  data: T;
}

export interface ErrorEnvelope {
  success: false;
  code: string;
  message: string;
  data: null;
  detailedErrors: null;
  metadata: { profileStatus: string; cooldownFinishedAt: string };
}

export function successEnvelope<T>(data: T): SuccessEnvelope<T> {
  return { success: true, code: '0000', message: 'success', data };
}

export function errorEnvelope(error: BankError): ErrorEnvelope {
  return {
    success: false,
    code: error.code,
    message: error.message,
    data: null,
    detailedErrors: null,
    metadata: { profileStatus: error.profileStatus, cooldownFinishedAt: error.cooldownFinishedAt },
  };
}
