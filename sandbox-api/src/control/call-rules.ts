import { BANK_PREFIX } from '../http/paths';

/** A rule set by a test for the next bank call(s) to one path (fail-next, hold-next). */
export interface CallRule {
  /** null: any method. */
  method: string | null;
  path: string;
  remaining: number;
}

/** The bank path a rule is written for, with or without the bank prefix (people copy it from the network tab). */
export function rulePath(path: string): string {
  return path.startsWith(BANK_PREFIX) ? path.slice(BANK_PREFIX.length) : (path.split('?')[0] as string);
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
