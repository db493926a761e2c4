import type { Path } from '../ast.js';
import type { JsonValue } from '../plugin.js';
import type { Context } from '../runtime/context.js';
import type { Frame } from '../runtime/frame.js';
import { lookup, lookupLocal } from '../runtime/lookup.js';
import { getOwn, toIndex, toText } from '../values.js';

export type Getter = (c: Context) => JsonValue;

const hasOwn = Object.prototype.hasOwnProperty;

/** The first scope, walking up, that has `key` as an own property of its node. */
export function walk(frame: Frame | null, key: string): JsonValue {
  for (let f: Frame | null = frame; f !== null; f = f.parent) {
    const node = f.node;
    if (typeof node === 'object' && node !== null && !Array.isArray(node) && hasOwn.call(node, key)) {
      const value = (node as Record<string, JsonValue>)[key];
      if (value !== undefined) return value;
    }
  }
  return undefined;
}

function descend(value: JsonValue, path: Path, from: number): JsonValue {
  for (let i = from; i < path.length && value !== undefined; i++) value = getOwn(value, path[i] as string | number);
  return value;
}

/** A `{.var}`-bound variable, looked up from the innermost scope out. */
function boundVar(frame: Frame, name: string): JsonValue {
  for (let f: Frame | null = frame; f !== null; f = f.parent) {
    if (f.vars !== null) {
      const value = f.getVar(name);
      if (value !== undefined) return value;
    }
  }
  return undefined;
}

/** The innermost repeated element's index. */
function index(frame: Frame): number | undefined {
  for (let f: Frame | null = frame; f !== null; f = f.parent) if (f.index >= 0) return f.index;
  return undefined;
}

/** A compiled variable lookup (walking up the scopes), specialised for the common shapes. */
export function getter(path: Path): Getter {
  const [head, second] = path;
  const plainHead = typeof head === 'string' && head[0] !== '@' && toIndex(head) < 0;
  if (plainHead && path.length === 1) return (c) => walk(c.frame, head);
  if (plainHead && path.length === 2 && second !== undefined) return (c) => getOwn(walk(c.frame, head), second);
  if (plainHead) return (c) => descend(walk(c.frame, head), path, 1);
  if (head === '@') {
    if (path.length === 1) return (c) => c.frame.node;
    return (c) => descend(c.frame.node, path, 1);
  }
  if (typeof head === 'string' && head.length > 1 && head[0] === '@' && head !== '@index' && head !== '@index0') {
    if (path.length === 1) return (c) => boundVar(c.frame, head);
    return (c) => descend(boundVar(c.frame, head), path, 1);
  }
  if (head === '@index' && path.length === 1) return (c) => (c.frame.index >= 0 ? c.frame.index + 1 : plusOne(index(c.frame)));
  if (head === '@index0' && path.length === 1) return (c) => (c.frame.index >= 0 ? c.frame.index : index(c.frame));
  return (c) => lookup(c.frame, path);
}

function plusOne(n: number | undefined): number | undefined {
  return n === undefined ? undefined : n + 1;
}

/** A compiled lookup in the current scope only (sections and repeated sections). */
export function localGetter(path: Path): Getter {
  const [head] = path;
  if (path.length === 1 && head === '@') return (c) => c.frame.node;
  if (path.length === 1 && typeof head === 'string' && head[0] !== '@') return (c) => getOwn(c.frame.node, head);
  return (c) => lookupLocal(c.frame, path);
}

/** What `{path}` prints, fused with the lookup for the shapes most templates use. */
export function textGetter(path: Path): (c: Context) => string {
  const [head, second] = path;
  const plainHead = typeof head === 'string' && head[0] !== '@' && toIndex(head) < 0;
  if (plainHead && path.length === 1) return (c) => toText(walk(c.frame, head));
  if (plainHead && path.length === 2 && typeof second === 'string' && toIndex(second) < 0) {
    return (c) => {
      const node = walk(c.frame, head);
      return typeof node === 'object' && node !== null && !Array.isArray(node) && hasOwn.call(node, second)
        ? toText((node as Record<string, JsonValue>)[second])
        : '';
    };
  }
  if (path.length === 1 && head === '@') return (c) => toText(c.frame.node);
  const get = getter(path);
  return (c) => toText(get(c));
}
