/**
 * The tests of values (`engine/values.ts`) as inline JavaScript for generated code: a call to a
 * helper is not always inlined by the optimising compiler in a function this large, and the
 * common answers need no call.
 */

/** `isTruthy` of `expr`, leaving its value in `x`: booleans, missing, null and strings without a call. */
export function truthyJs(expr: string): string {
  return `((x = ${expr}) === true || x !== false && x !== undefined && x !== null && (typeof x === 'string' ? x !== '' : isTruthy(x)))`;
}

/**
 * Whether the value of local `v` is a non-array object, the only values whose keys lookups read
 * (see `ScopeNode`); whether a value read from it is its own is asked at each lookup.
 */
export function keyedJs(v: string): string {
  return `(typeof ${v} === 'object' && ${v} !== null && !isArray(${v}))`;
}
