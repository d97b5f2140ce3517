import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { resetApiClient } from '../core/api/client';
import { setChatIdTokenSource } from '../core/api/token-source';
import { setRuntimeConfig, type RuntimeConfig } from '../core/config/runtime-config';
import { resetSessionReady } from '../core/session/session-ready';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

/** `headers`: what the answer carries beside its body (a bank's Date header, say). */
export type Reply = { status?: number; body: unknown; headers?: Record<string, string> };
/** Answers a request, or returns nothing for a request the test did not expect. */
type Handler = (request: RecordedRequest) => Reply | undefined | Promise<Reply | undefined>;

/**
 * Requests no handler answered, across every fake bank of the current test. Like MSW's
 * `onUnhandledRequest: 'error'`: the page still gets an answer (501, so it behaves as against a
 * broken bank), and the shared jest setup fails the test after it ends.
 */
const unhandledRequests: string[] = [];

/** Called after each test by the shared jest setup: a call the test did not expect fails it. */
export function takeUnhandledRequests(): string[] {
  return unhandledRequests.splice(0);
}

export const testRuntimeConfig = (apiBaseUrl: string): RuntimeConfig => ({
  environment: 'sandbox',
  liffId: 'test',
  liffMock: true,
  apiBaseUrl,
  // jsdom keeps an XHR's timeout timer alive after a refused connection; keep it short.
  requestTimeoutMs: 1000,
  remotes: {
    registration: 'http://localhost:1/remoteEntry.js',
    settings: 'http://localhost:2/remoteEntry.js',
    statement: 'http://localhost:3/remoteEntry.js',
  },
  retry: { chatTokenAttempts: 5, chatTokenDelayMs: 1, expiredTokenRetries: 2 },
  frameOrigins: [],
  kmaAppSchemes: [],
  kmaWebOrigins: [],
});

/**
 * The runtime config a fake bank's calls run under: a loaded CI machine can take over a second to
 * answer, which the refused-connection default would report as NETWORK_ERROR.
 */
export const fakeBankRuntimeConfig = (apiBaseUrl: string): RuntimeConfig => ({
  ...testRuntimeConfig(apiBaseUrl),
  requestTimeoutMs: 10_000,
});

/**
 * A real HTTP server standing in for the bank at the network boundary: the kernel's axios
 * client, its interceptors and its retry logic run for real against it. CORS is answered
 * because jsdom's XHR enforces it like a browser.
 */
export async function startFakeBank(handler: Handler) {
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', '*');
    res.setHeader('Access-Control-Allow-Methods', 'GET,POST,PUT,OPTIONS');
    // The bank's own clock, as the app reads it from its own origin in production (docs/bank-api.md, "The bank's clock").
    res.setHeader('Access-Control-Expose-Headers', 'Date');
    if (req.method === 'OPTIONS') {
      res.statusCode = 204;
      res.end();
      return;
    }
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    const answer = async () => {
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path: (req.url ?? '').replace('/services/lks/inter/api/v1', ''),
        headers: req.headers,
        body: raw ? (JSON.parse(raw) as unknown) : undefined,
      };
      requests.push(recorded);
      const reply = (await handler(recorded)) ?? unhandled(recorded);
      res.statusCode = reply.status ?? 200;
      res.setHeader('Content-Type', 'application/json');
      for (const [name, value] of Object.entries(reply.headers ?? {})) res.setHeader(name, value);
      res.end(JSON.stringify(reply.body));
    };
    // A handler that throws is a broken test, not a bank answer: its rejection stays unhandled and
    // stops the run loudly rather than turning into a 500 a test could take for the bank's.
    req.on('end', () => void answer());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  // This bank answers every call or is closed (which ends its calls at once), so no timer is left
  // behind; a loaded CI machine can take over a second to answer, which the refused-connection
  // default would report as NETWORK_ERROR.
  setRuntimeConfig(fakeBankRuntimeConfig(baseUrl));
  resetApiClient();
  resetSessionReady(true);
  setChatIdTokenSource(() => 'chat-id-token');
  return {
    baseUrl,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function unhandled(request: RecordedRequest): Reply {
  unhandledRequests.push(`${request.method} ${request.path}`);
  return { status: 501, body: { success: false, code: 'UNHANDLED', message: 'the test did not expect this call', data: null } };
}

export const ok = (data: unknown): Reply => ({ body: { success: true, code: '0000', message: 'success', data } });
export const fail = (code: string, status = 400, extra: Record<string, unknown> = {}): Reply => ({
  status,
  body: { success: false, code, message: `failure ${code}`, data: null, ...extra },
});
