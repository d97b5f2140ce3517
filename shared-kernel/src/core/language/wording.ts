/**
 * The shape of a catalogue's English, from its Thai source: the same keys, arrays of the same
 * length and functions of the same parameters, each text any string (a function that gives
 * something else than a text gives the same type). An English catalogue typed
 * `satisfies Wording<typeof THAI>` fails the type check when a key is missing or unknown.
 */
export type Wording<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => R extends string ? string : R
    : { readonly [K in keyof T]: Wording<T[K]> };
