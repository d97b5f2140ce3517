// What a handler hands back; server.ts writes it. Kept as data so handlers stay testable.

export interface Reply {
  status: number;
  headers: Record<string, string>;
  body: string | Buffer;
  /** Close the socket without answering: how the sandbox fakes a network failure. */
  dropConnection?: boolean;
  /** Answer, then close the connection (the request body was not read to its end). */
  closeConnection?: boolean;
}

export function json(status: number, value: unknown): Reply {
  return {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
    body: JSON.stringify(value),
  };
}

export function html(status: number, markup: string): Reply {
  return {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
    body: markup,
  };
}

/** A file that never changes while the sandbox runs (its pages' font). */
export function woff2(body: Buffer): Reply {
  return { status: 200, headers: { 'Content-Type': 'font/woff2', 'Cache-Control': 'public, max-age=86400' }, body };
}

/** 303 so a POSTed form lands on the next page with a GET. */
export function redirect(location: string): Reply {
  return { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' }, body: '' };
}

export function dropConnection(): Reply {
  return { status: 0, headers: {}, body: '', dropConnection: true };
}
