/**
 * A version 4 UUID from the engine's secure random bytes. Not `crypto.randomUUID()`: it came in
 * Safari 15.4, and iOS 15.0-15.3 (supported, docs/browsers.md) have only `getRandomValues`.
 * Each `0`, `1` and `8` of the template becomes a random hex digit: the `4` stays (the version)
 * and the `8` becomes 8 to b (the variant), as RFC 9562 lays out.
 */
export const randomUuid = (): string =>
  '10000000-1000-4000-8000-100000000000'.replace(/[018]/g, (digit) =>
    (Number(digit) ^ (globalThis.crypto.getRandomValues(new Uint8Array(1))[0]! & (15 >> (Number(digit) / 4)))).toString(16),
  );
