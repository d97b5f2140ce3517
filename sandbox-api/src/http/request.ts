import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';

export interface RequestContext {
  method: string;
  /** Path without the query string, exactly as requested. */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** Parsed JSON object or form fields; `{}` when there is no body. */
  body: Record<string, unknown>;
  /** Named segments of the matched route pattern (`/survey-submissions/:id`). */
  params: Record<string, string>;
}

const MAX_BODY_BYTES = 1024 * 1024;

export class BodyError extends Error {}

/**
 * Past MAX_BODY_BYTES the rest of the body is never read: the answer is 413 and the connection
 * is closed, because whatever follows on it would otherwise be parsed as the next request.
 */
export class BodyTooLargeError extends BodyError {}

export async function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > MAX_BODY_BYTES) throw new BodyTooLargeError('request body too large');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLargeError('request body too large');
    chunks.push(buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return {};
  const type = String(request.headers['content-type'] ?? '');
  // The simulated bank-app and consent pages post plain HTML forms.
  if (type.startsWith('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new BodyError('request body is not valid JSON');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new BodyError('request body must be a JSON object');
  }
  return parsed as Record<string, unknown>;
}

export function bearerToken(headers: IncomingHttpHeaders): string | undefined {
  const value = headers.authorization;
  if (typeof value !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(value.trim());
  return match?.[1];
}

export function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}
