/**
 * The shape of a catalogue's English, from its Thai source: the same keys, arrays of the same
 * length and functions of the same parameters, each text any string. An English catalogue typed
 * `satisfies Wording<typeof THAI>` fails the type check when a key is missing or unknown.
 */
export type Wording<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : { readonly [K in keyof T]: Wording<T[K]> };
