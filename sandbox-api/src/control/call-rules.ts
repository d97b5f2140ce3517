import { BANK_PREFIX } from '../http/paths';
import type { CallRule } from '../state/types';

/**
 * The call a rule matches and how many times, from a control's checked body. The path may carry
 * the bank prefix or a query (people copy it from the network tab).
 */
export function ruleTarget({ path, method, times }: { path: string; method: unknown; times: unknown }): CallRule {
  return {
    method: typeof method === 'string' ? method.toUpperCase() : null,
    path: path.startsWith(BANK_PREFIX) ? path.slice(BANK_PREFIX.length) : (path.split('?')[0] as string),
    remaining: typeof times === 'number' ? times : 1,
  };
}

/** The first rule matching this call (its path, or the route pattern it matched), with one use taken off it. */
export function takeRule<R extends CallRule>(rules: R[], method: string, path: string, pattern: string): R | undefined {
  const index = rules.findIndex(
    (rule) => (rule.method === null || rule.method === method.toUpperCase()) && (rule.path === path || rule.path === pattern),
  );
  const rule = rules[index];
  if (!rule) return undefined;
  rule.remaining -= 1;
  if (rule.remaining <= 0) rules.splice(index, 1);
  return rule;
}
