import { thaiIso } from '../clock';
import { BankError } from '../errors/bank-error';
import { CATALOGUE, FORCED_GENERIC_STATUS } from '../errors/catalogue';
import { json } from '../http/reply';
import type { Store } from '../state/store';
import type { FailRule } from '../state/types';
import { ruleTarget, takeRule, unreachableRule } from './call-rules';
import { control, invalid } from './control-route';

/** The first rule matching this call, with one use taken off it. */
export function takeFailRule(store: Store, method: string, path: string, pattern: string): FailRule | undefined {
  return takeRule(store.failRules, method, path, pattern);
}

export function failRuleError(store: Store, rule: FailRule): BankError {
  const entry = CATALOGUE[rule.code];
  const cooldownSeconds = rule.cooldownSeconds ?? entry?.defaultCooldownSeconds ?? null;
  return new BankError(rule.code, {
    status: rule.status ?? entry?.status ?? FORCED_GENERIC_STATUS,
    ...(rule.message ? { message: rule.message } : {}),
    cooldownFinishedAt: cooldownSeconds === null ? '' : thaiIso(store.clock.now() + cooldownSeconds * 1000),
  });
}

export const failNextControls = [
  control('POST', '/fail-next', ({ body, deps }) => {
    const { path, code, method, status, cooldownSeconds, times, message } = body;
    if (typeof path !== 'string' || !path.startsWith('/')) return invalid('path must be a bank path such as /registers/otp/request');
    if (typeof code !== 'string' || code === '') return invalid('code is required (a catalogue code, UNKNOWN or NETWORK_ERROR)');
    if (method !== undefined && typeof method !== 'string') return invalid('method must be a string');
    if (status !== undefined && (!Number.isInteger(status) || (status as number) < 100 || (status as number) > 599))
      return invalid('status must be an HTTP status');
    if (cooldownSeconds !== undefined && (typeof cooldownSeconds !== 'number' || cooldownSeconds < 0))
      return invalid('cooldownSeconds must be a number ≥ 0');
    if (times !== undefined && (!Number.isInteger(times) || (times as number) < 1)) return invalid('times must be a positive integer');
    if (message !== undefined && typeof message !== 'string') return invalid('message must be a string');
    if (code === 'NETWORK_ERROR' && [status, cooldownSeconds, message].some((field) => field !== undefined))
      return invalid('NETWORK_ERROR closes the connection without an answer: status, cooldownSeconds and message have no place');
    const target = ruleTarget({ path, method, times });
    const unreachable = unreachableRule(target);
    if (unreachable) return invalid(unreachable);
    const rule: FailRule = {
      ...target,
      code,
      status: typeof status === 'number' ? status : null,
      cooldownSeconds: typeof cooldownSeconds === 'number' ? cooldownSeconds : null,
      message: typeof message === 'string' ? message : null,
    };
    deps.store.failRules.push(rule);
    return json(200, { rules: deps.store.failRules });
  }),
  control('GET', '/fail-next', ({ deps }) => json(200, { rules: deps.store.failRules })),
  control('DELETE', '/fail-next', ({ deps }) => {
    deps.store.failRules = [];
    return json(200, { rules: [] });
  }),
];
