import { badRequest } from '../errors/bank-error';

// Reading request fields with the bank's plain 400 for anything malformed.

type Body = Record<string, unknown>;

export function requiredString(body: Body, name: string, pattern?: RegExp): string {
  const value = body[name];
  if (typeof value !== 'string' || value === '') throw badRequest(`${name} is required`);
  if (pattern && !pattern.test(value)) throw badRequest(`${name} is invalid`);
  return value;
}

export function optionalString(body: Body, name: string, maxLength = 500): string {
  const value = body[name];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw badRequest(`${name} must be a string`);
  if (value.length > maxLength) throw badRequest(`${name} is longer than ${maxLength}`);
  return value;
}

export function requiredArray(body: Body, name: string): unknown[] {
  const value = body[name];
  if (!Array.isArray(value)) throw badRequest(`${name} must be an array`);
  return value;
}

export function isObject(value: unknown): value is Body {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

export const NATIONAL_ID = /^\d{13}$/;
export const MOBILE_NUMBER = /^0[1-9]\d{8}$/;
export const ACCOUNT_NUMBER = /^\d{10}$/;
export const OTP_CODE = /^\d{6}$/;
