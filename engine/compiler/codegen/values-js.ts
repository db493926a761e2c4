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
 * The kind of a scope's node in local `v` (which lookups read, see `ScopeNode`): 1 a plain
 * object (its prototype is `Object.prototype`), 2 another non-array object, 0 anything else.
 */
export function kindJs(v: string): string {
  return `(typeof ${v} === 'object' && ${v} !== null && !isArray(${v}) ? (getProto(${v}) === Object.prototype ? 1 : 2) : 0)`;
}
