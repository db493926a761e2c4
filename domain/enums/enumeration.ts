/**
 * A closed set of names, each with a value (a code, or the name itself when the data carries
 * names). Lookups go through maps, so names like `constructor` are simply unknown.
 */
export interface Enumeration<N extends string, V extends number | string> {
  /** Name → value, typed by the literal table. */
  readonly byName: { readonly [K in N]: V };
  readonly names: readonly N[];
  readonly values: readonly V[];
  valueOf(name: string): V | undefined;
  nameOf(value: unknown): N | undefined;
  has(name: string): name is N;
}

export function enumeration<const T extends Record<string, number | string>>(
  table: T,
): Enumeration<keyof T & string, T[keyof T]> {
  type N = keyof T & string;
  const names = Object.keys(table) as N[];
  const toValue = new Map<string, T[N]>(names.map((name) => [name, table[name]]));
  const toName = new Map<unknown, N>(names.map((name) => [table[name], name]));
  return {
    byName: Object.freeze({ ...table }),
    names: Object.freeze(names),
    values: Object.freeze(names.map((name) => table[name])),
    valueOf: (name) => toValue.get(name),
    nameOf: (value) => toName.get(value),
    has: (name): name is N => toValue.has(name),
  };
}

/** An enumeration whose values are its names (the data carries the names themselves). */
export function nameEnumeration<const N extends string>(names: readonly N[]): Enumeration<N, N> {
  return enumeration(Object.fromEntries(names.map((name) => [name, name])) as { [K in N]: K });
}
