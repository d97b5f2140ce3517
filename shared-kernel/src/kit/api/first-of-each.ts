/**
 * A list of the bank's with each key once, as the bank first lists it: an account number or a
 * survey choice listed twice is one thing, and two rows of it would tick, delete and save together.
 */
export function firstOfEach<T>(items: readonly T[], keyOf: (item: T) => string): T[] {
  const listed = new Set<string>();
  return items.filter((item) => {
    const key = keyOf(item);
    if (listed.has(key)) return false;
    listed.add(key);
    return true;
  });
}
