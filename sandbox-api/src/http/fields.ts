import { badRequest } from '../errors/bank-error';

// Reading request fields a handler needs, typed. What a field may hold (formats, lengths,
// required or not) is the contract's: bank-dispatch.ts validates every body against
// docs/api/openapi.yaml before a handler runs, so these only narrow the types, and a 400 from
// here means a route reads a field its operation does not declare.

type Body = Record<string, unknown>;

export function requiredString(body: Body, name: string): string {
  const value = body[name];
  if (typeof value !== 'string' || value === '') throw badRequest(`${name} is required`);
  return value;
}

export function optionalString(body: Body, name: string): string {
  const value = body[name];
  return typeof value === 'string' ? value : '';
}

export function requiredArray(body: Body, name: string): unknown[] {
  const value = body[name];
  if (!Array.isArray(value)) throw badRequest(`${name} must be an array`);
  return value;
}

export function isObject(value: unknown): value is Body {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
