import { BANK_PREFIX } from '../http/paths';
import { MalformedPathError, Router } from '../http/router';
import { bankRoutes } from '../routes';
import type { CallRule } from '../state/types';

/**
 * The call a rule matches and how many times, from a control's checked body. The path may carry
 * the bank prefix or a query (people copy it from the network tab).
 */
export function ruleTarget({ path, method, times }: { path: string; method: unknown; times: unknown }): CallRule {
  const withoutQuery = path.split('?')[0] as string;
  return {
    method: typeof method === 'string' ? method.toUpperCase() : null,
    path: withoutQuery.startsWith(BANK_PREFIX) ? withoutQuery.slice(BANK_PREFIX.length) : withoutQuery,
    remaining: typeof times === 'number' ? times : 1,
  };
}

const bankCalls = new Router<string>();
for (const route of bankRoutes) bankCalls.add(route.method, route.path, route.path);

/** The methods the bank answers on a path, or on a route pattern (`/survey-submissions/:id`). */
function methodsOf(path: string): string[] {
  try {
    return bankCalls.methodsFor(path);
  } catch (error) {
    if (error instanceof MalformedPathError) return [];
    throw error;
  }
}

/**
 * Why a rule could never match a call, or null: a misspelt path or a method the path does not
 * answer would otherwise sit in the queue unused while the tester waits for a popup.
 */
export function unreachableRule({ path, method }: CallRule): string | null {
  const methods = methodsOf(path);
  if (methods.length === 0) return `${path} is no bank call (the paths of docs/api/openapi.yaml, with or without ${BANK_PREFIX})`;
  if (method !== null && !methods.includes(method)) return `${path} answers ${methods.join(', ')}, not ${method}`;
  return null;
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
