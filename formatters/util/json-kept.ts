/**
 * The JSON text of objects printed before, kept by object with what it was made from: the keys
 * and leaves met on a walk of the object, in order, between markers for each object and array.
 * The text of JSON data depends on nothing else, so when a later walk meets the same sequence the
 * text is the same, and it costs a fraction of `JSON.stringify` (and hands the next formatter the
 * same string, which an escaping table finds at once). A product's variants printed into every
 * card of a page, at every render, are the case.
 *
 * The caller prints the text and counts its size; see `json.ts`.
 *
 * Only plain JSON is kept: plain objects and arrays (no other prototype, nothing with a `toJSON`)
 * and strings, finite numbers, booleans, null and missing values; anything else is printed anew.
 */
const kept = new WeakMap<object, KeptJson & { walk: readonly unknown[] }>();
/** Objects with longer walks are printed anew every time (the walk is kept in memory). */
const MAX_WALK = 20_000;

const OBJECT = Symbol('object');
const ARRAY = Symbol('array');
const END = Symbol('end');
const hasOwn = Object.prototype.hasOwnProperty;

/** A kept text, and the size `jsonSize` counted for it (a function of the same walk). */
export interface KeptJson {
  readonly text: string;
  readonly size: number;
}

/** The text kept for `value` when its walk is still the one it was made from. */
export function keptJson(value: object): KeptJson | undefined {
  const entry = kept.get(value);
  return entry !== undefined && same(value, entry.walk, 0) === entry.walk.length ? entry : undefined;
}

/** Keeps the compact script-safe JSON `text` of `value` and its whole `size`, when `value` is plain JSON. */
export function keepJson(value: object, text: string, size: number): void {
  const walk: unknown[] = [];
  if (record(value, walk)) kept.set(value, { walk, text, size });
  else kept.delete(value);
}

function isLeaf(v: unknown): boolean {
  switch (typeof v) {
    case 'string':
    case 'boolean':
    case 'undefined':
      return true;
    case 'number':
      return Number.isFinite(v);
    case 'object':
      return v === null;
    default:
      return false;
  }
}

/** Whether `v` is a plain object or array whose text `JSON.stringify` makes from its entries alone. */
function isPlain(v: object): boolean {
  if ('toJSON' in v) return false;
  const proto = Object.getPrototypeOf(v);
  return Array.isArray(v) ? proto === Array.prototype : proto === Object.prototype || proto === null;
}

/** Appends the walk of `v`; false when it is not plain JSON or the walk gets too long. */
function record(v: unknown, walk: unknown[]): boolean {
  if (isLeaf(v)) {
    walk.push(v);
    return true;
  }
  if (typeof v !== 'object' || v === null || !isPlain(v) || walk.length > MAX_WALK) return false;
  if (Array.isArray(v)) {
    walk.push(ARRAY, v.length);
    for (let i = 0; i < v.length; i++) if (!record(v[i], walk)) return false;
  } else {
    walk.push(OBJECT);
    for (const key in v) {
      if (!hasOwn.call(v, key)) continue;
      walk.push(key);
      if (!record((v as Record<string, unknown>)[key], walk)) return false;
    }
  }
  walk.push(END);
  return true;
}

/**
 * Walks `v` along the kept walk from `at`: where the walk continues after `v`, or -1 at the
 * first difference. Every step reads a kept entry, so a walk of changed data (even one that
 * now loops) ends within the kept length.
 */
function same(v: unknown, walk: readonly unknown[], at: number): number {
  if (at >= walk.length) return -1;
  const expected = walk[at];
  if (expected !== OBJECT && expected !== ARRAY) return v === expected && isLeaf(v) ? at + 1 : -1;
  if (typeof v !== 'object' || v === null || !isPlain(v)) return -1;
  let next = at + 1;
  if (expected === ARRAY) {
    if (!Array.isArray(v) || walk[next] !== v.length) return -1;
    next++;
    for (let i = 0; i < v.length; i++) {
      next = same(v[i], walk, next);
      if (next < 0) return -1;
    }
  } else {
    if (Array.isArray(v)) return -1;
    for (const key in v) {
      if (!hasOwn.call(v, key)) continue;
      if (walk[next] !== key) return -1;
      next = same((v as Record<string, unknown>)[key], walk, next + 1);
      if (next < 0) return -1;
    }
  }
  return walk[next] === END ? next + 1 : -1;
}
