// The contract checker lives beside the repository's other checks; it reads docs/api/openapi.yaml.
import { bankContract } from '../../../scripts/api-contract';
import { BankError } from '../errors/bank-error';
import { recordAction } from '../control/actions-seen';
import { takeFailRule, failRuleError } from '../control/fail-next';
import { holdCall, takeHoldRule } from '../control/hold-next';
import { WithStatus, type BankRoute } from '../routes/bank-route';
import type { SandboxDeps } from '../sandbox-deps';
import { bearerToken, type RequestContext } from './request';
import { dropConnection, json, type Reply } from './reply';
import { MalformedPathError, Router } from './router';
import { errorEnvelope, successEnvelope } from './envelope';

/** On an answer forced by a fail-next rule (CONTROLS.md): any code on any call, not the bank's rules. */
export const FORCED_ANSWER_HEADER = 'X-Sandbox-Forced';

function withHeader(reply: Reply, name: string, value: string): Reply {
  return { ...reply, headers: { ...reply.headers, [name]: value } };
}

/** Answers one bank call (path already stripped of BANK_PREFIX) with the envelope. */
export function createBankDispatcher(routes: readonly BankRoute[], deps: SandboxDeps): (ctx: RequestContext) => Promise<Reply> {
  const router = new Router<BankRoute>();
  for (const route of routes) router.add(route.method, route.path, route);

  return async (ctx) => {
    let match;
    try {
      match = router.match(ctx.method, ctx.path);
    } catch (error) {
      if (error instanceof MalformedPathError) return bankErrorReply(new BankError('UNKNOWN', { status: 400, message: error.message }));
      throw error;
    }
    if (!match)
      return json(404, errorEnvelope(new BankError('UNKNOWN', { status: 404, message: `No bank call ${ctx.method} ${ctx.path}` })));
    recordAction(deps.store, ctx.method, match.pattern, ctx.headers);
    const hold = takeHoldRule(deps.store, ctx.method, ctx.path, match.pattern);
    if (hold) await holdCall(deps.store, hold.ms);
    try {
      // A forced answer wins over everything, even a good token: tests use it to provoke
      // LKS0106 and the other catalogue codes on demand.
      const rule = takeFailRule(deps.store, ctx.method, ctx.path, match.pattern);
      if (rule?.code === 'NETWORK_ERROR') return dropConnection();
      // Marked, so the contract checks of the tests can tell a forced answer from the bank's own.
      if (rule) return withHeader(bankErrorReply(failRuleError(deps.store, rule)), FORCED_ANSWER_HEADER, 'fail-next');

      const route = match.handler;
      const session = route.auth === 'public' ? undefined : deps.store.tokens.resolve(bearerToken(ctx.headers));
      assertAsContracted(ctx);
      const result = await route.handle({ ...ctx, params: match.params, deps, store: deps.store }, session);
      if (result instanceof WithStatus) return json(result.status, successEnvelope(result.data));
      return json(200, successEnvelope(result ?? {}));
    } catch (error) {
      return bankErrorReply(error);
    }
  };
}

export function bankErrorReply(error: unknown): Reply {
  if (error instanceof BankError) return json(error.status, errorEnvelope(error));
  console.error('sandbox bank: unexpected error', error);
  return json(500, errorEnvelope(new BankError('UNKNOWN', { status: 500 })));
}

/**
 * The request's path, query and body as docs/api/openapi.yaml describes them, or 400 UNKNOWN
 * naming what is not. Headers are the client's business (the kernel's and end-to-end tests
 * check them); a bank refuses only what it cannot act on.
 */
function assertAsContracted(ctx: RequestContext): void {
  const problems = bankContract().checkRequest(
    { method: ctx.method, path: ctx.path, query: ctx.query, headers: {}, body: ctx.body },
    { headers: false },
  );
  if (problems.length > 0) throw new BankError('UNKNOWN', { status: 400, message: problems.join('; ') });
}
