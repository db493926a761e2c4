import type { Path } from '../../ast.js';
import { toIndex } from '../../values.js';

/** JavaScript source of a string literal (JSON text is a valid, injection-safe JS literal). */
export const lit = (value: string): string => JSON.stringify(value);

/**
 * A test that `x` (a non-array object) has own key `k` with a defined value, leaving it in `y`.
 * The property is read through its inline cache first: on a plain object whose prototype,
 * `Object.prototype`, has no such key, a defined value must be the object's own, and no
 * hasOwnProperty call is needed (it costs more than the read). Otherwise the object is asked,
 * so that an inherited value is never used (a getter a class instance inherits may run, but what
 * it returns is dropped). `Object.prototype` is named through the global: the optimising compiler
 * takes it as a constant and folds the test of a key it lacks (the code is thrown away if the key
 * is ever added), where a reference passed in would be checked on every lookup.
 */
function ownDefined(k: string): string {
  return `((y = x[${k}]) !== undefined && (getProto(x) === Object.prototype && Object.prototype[${k}] === undefined || hasOwn.call(x, ${k})))`;
}

/** Reads own key `key` of the value of `expr`, or undefined; the key is a per-site constant. */
function ownKey(expr: string, key: string): string {
  const k = lit(key);
  return `(x = ${expr}, typeof x === 'object' && x !== null && !isArray(x) && ${ownDefined(k)} ? y : undefined)`;
}

/**
 * A scope's node in generated code: `expr` reads it, and the local `keyed` tells whether it is a
 * non-array object (where keys are looked up), found once when the scope is entered (see
 * `keyedJs`). `keyedRead` is set once a lookup reads `keyed`: the local is declared only then.
 */
export interface ScopeNode {
  readonly expr: string;
  readonly keyed: string;
  keyedRead: boolean;
}

/**
 * Own key `k` of a scope's node when it has one, else `otherwise` (ownDefined, the node known to
 * be a non-array object: once the key is read, the compiler knows its shape and so its prototype).
 */
function ownOr(node: ScopeNode, k: string, otherwise: string): string {
  const { expr, keyed } = node;
  node.keyedRead = true;
  return `(${keyed} && (y = ${expr}[${k}]) !== undefined && (getProto(${expr}) === Object.prototype && Object.prototype[${k}] === undefined || hasOwn.call(${expr}, ${k})) ? y : ${otherwise})`;
}

function descend(expr: string, path: Path, from: number): string {
  let out = expr;
  for (let i = from; i < path.length; i++) {
    const key = path[i] as string | number;
    out = typeof key === 'string' && toIndex(key) < 0 ? ownKey(out, key) : `getOwn(${out}, ${JSON.stringify(key)})`;
  }
  return out;
}

/**
 * Where lookups start: `node` is the current scope's node, `outer` the nodes of
 * the frame-free scopes around it (innermost first) and `parent` the frame lookups walk up to
 * from there (a scope that needs no frame of its own has a local for its node).
 */
export interface LookupSite {
  node: ScopeNode;
  outer: readonly ScopeNode[];
  parent: string;
  /** What a bound `@name` reads: the frame-free scopes' locals, then the frames. */
  bound(name: string): string;
  /** Registers a constant (a getter closure for rare shapes) and returns its source name. */
  constant(value: unknown): string;
  /** The closure-compiled getter for a path, used where the shape is rare. */
  fallback(path: Path): unknown;
}

/** A variable lookup that walks up the scopes (as `{a.b}` and `{.if a}` do). */
export function walkExpr(path: Path, site: LookupSite): string {
  const head = path[0];
  if (head === '@') return descend(site.node.expr, path, 1);
  if (typeof head === 'string' && head[0] === '@' && !head.startsWith('@index')) return descend(site.bound(head), path, 1);
  if (typeof head !== 'string' || head[0] === '@' || toIndex(head) >= 0) return `${site.constant(site.fallback(path))}(c)`;
  const k = lit(head);
  let miss = `walk(${site.parent}, ${k})`;
  for (let i = site.outer.length - 1; i >= 0; i--) miss = ownOr(site.outer[i] as ScopeNode, k, miss);
  return descend(ownOr(site.node, k, miss), path, 1);
}

/** A lookup in the current scope only (as `{.section a}` does). */
export function localExpr(path: Path, site: LookupSite, local: (path: Path) => unknown): string {
  const head = path[0];
  if (head === '@') return descend(site.node.expr, path, 1);
  if (typeof head !== 'string' || head[0] === '@' || toIndex(head) >= 0) return `${site.constant(local(path))}(c)`;
  return descend(ownOr(site.node, lit(head), 'undefined'), path, 1);
}
