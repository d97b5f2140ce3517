import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SandboxClock } from './clock';
import { controlRoutes } from './control';
import { CONTROL_PREFIX, type ControlRoute } from './control/control-route';
import { BankError } from './errors/bank-error';
import { bankErrorReply, createBankDispatcher } from './http/bank-dispatch';
import { corsHeaders } from './http/cors';
import { BANK_PREFIX } from './http/paths';
import { html, json, type Reply } from './http/reply';
import { BodyError, BodyTooLargeError, readBody, type RequestContext } from './http/request';
import { MalformedPathError, Router } from './http/router';
import { LineIdTokens } from './line/id-token';
import { homePage } from './pages/home-page';
import { bankRoutes } from './routes';
import type { SandboxDeps } from './sandbox-deps';
import { Store } from './state/store';

export interface SandboxOptions {
  /** 0 picks a free port (tests). */
  port: number;
  /** Where the simulated pages send the person back to. */
  hostOrigin: string;
  /** Browser origins allowed to call the sandbox (host and remotes). */
  allowedOrigins: string[];
  /** The app's LIFF ID (the runtime config's liffId); DEFAULT_LIFF_ID when not given. */
  liffId?: string;
  /**
   * The key of every accountRef (state/seed.ts accountRefFor), as hex: given by a starter whose
   * tests name accounts in links (SANDBOX_ACCOUNT_REF_KEY), otherwise made now.
   */
  accountRefKey?: string;
}

/** The runtime config's LIFF ID when the app is served with the sandbox (scripts/runtime-config.js). */
export const DEFAULT_LIFF_ID = 'sandbox-liff-id';

export interface RunningSandbox {
  url: string;
  close(): Promise<void>;
}

export async function createSandbox(options: SandboxOptions): Promise<RunningSandbox> {
  const clock = new SandboxClock();
  let url = '';
  const deps: SandboxDeps = {
    store: new Store(clock, options.accountRefKey ? Buffer.from(options.accountRefKey, 'hex') : undefined),
    lineTokens: new LineIdTokens(clock),
    hostOrigin: options.hostOrigin,
    allowedOrigins: [...options.allowedOrigins],
    liffId: options.liffId ?? DEFAULT_LIFF_ID,
    sandboxUrl: () => url,
  };
  const bank = createBankDispatcher(bankRoutes, deps);
  const controls = new Router<ControlRoute>();
  for (const route of controlRoutes) controls.add(route.method, route.path, route);

  async function answer(request: IncomingMessage, requestUrl: URL): Promise<Reply> {
    const path = requestUrl.pathname;
    const isBank = path === BANK_PREFIX || path.startsWith(`${BANK_PREFIX}/`);
    let body: Record<string, unknown>;
    try {
      body = await readBody(request);
    } catch (error) {
      if (!(error instanceof BodyError)) throw error;
      const status = error instanceof BodyTooLargeError ? 413 : 400;
      const reply = isBank
        ? bankErrorReply(new BankError('UNKNOWN', { status, message: error.message }))
        : json(status, { error: error.message });
      return status === 413 ? { ...reply, closeConnection: true } : reply;
    }
    const ctx: RequestContext = {
      method: request.method ?? 'GET',
      path,
      query: requestUrl.searchParams,
      headers: request.headers,
      body,
      params: {},
    };
    if (isBank) return bank({ ...ctx, path: path.slice(BANK_PREFIX.length) || '/' });
    if (path === CONTROL_PREFIX || path.startsWith(`${CONTROL_PREFIX}/`)) {
      let match;
      try {
        match = controls.match(ctx.method, path);
      } catch (error) {
        if (error instanceof MalformedPathError) return json(400, { error: error.message });
        throw error;
      }
      if (!match) {
        const allowed = controls.methodsFor(path);
        if (allowed.length === 0) return json(404, { error: `no sandbox control ${ctx.method} ${path}` });
        const allow = allowed.join(', ');
        const refused = json(405, { error: `${ctx.method} is not a method of ${path}; it takes ${allow}` });
        return { ...refused, headers: { ...refused.headers, Allow: allow } };
      }
      return match.handler.handle({ ...ctx, params: match.params, deps });
    }
    if (path === '/' && ctx.method === 'GET') return html(200, homePage());
    return json(404, { error: `not found: ${path}` });
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    // The bank's Date header is its own clock, which the app measures a lock's cooldownFinishedAt
    // from (docs/bank-api.md): Node's would be the real time, hours off a moved sandbox clock.
    const always = { ...corsHeaders(request.headers, deps.allowedOrigins), Date: new Date(clock.now()).toUTCString() };
    if (request.method === 'OPTIONS') {
      response.writeHead(204, always);
      response.end();
      return;
    }
    let reply: Reply;
    try {
      reply = await answer(request, new URL(request.url ?? '/', 'http://sandbox.invalid'));
    } catch (error) {
      console.error('sandbox: unexpected error', error);
      reply = json(500, { error: 'internal sandbox error' });
    }
    if (reply.dropConnection) {
      request.socket.destroy();
      return;
    }
    if (reply.closeConnection) {
      // Node then closes after this answer; the unread rest of the body is drained, not left
      // in the socket, so the client reads the 413 instead of a reset.
      request.resume();
      response.shouldKeepAlive = false;
      response.writeHead(reply.status, { ...always, ...reply.headers, Connection: 'close' });
      response.end(reply.body);
      return;
    }
    response.writeHead(reply.status, { ...always, ...reply.headers });
    response.end(reply.body);
  }

  const server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, () => {
      server.off('error', reject);
      resolve();
    });
  });
  url = `http://localhost:${(server.address() as AddressInfo).port}`;

  return {
    url,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Keep-alive connections (fetch keeps them) would hold close() open otherwise.
        server.closeAllConnections();
      }),
  };
}
