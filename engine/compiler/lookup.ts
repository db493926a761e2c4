import type { Path } from '../ast.js';
import type { JsonValue } from '../plugin.js';
import type { Context } from '../runtime/context.js';
import { descend, lookup, lookupLocal, walk } from '../runtime/lookup.js';
import { outText } from '../runtime/out-text.js';
import { getOwn } from '../values.js';

export type Getter = (c: Context) => JsonValue;

type Key = string | number;

/** A plain first segment (not `@`, `@index` or a bound `@name`). */
const plain = (key: Key | undefined): key is Key => key !== undefined && (typeof key === 'number' || key[0] !== '@');

/** A compiled variable lookup (walking up the scopes), specialised for the common shapes. */
export function getter(path: Path): Getter {
  const [head, second] = path;
  if (path.length === 1 && head === '@') return (c) => c.frame.node;
  if (!plain(head)) return (c) => lookup(c.frame, path);
  if (path.length === 1) return (c) => walk(c.frame, head);
  if (path.length === 2 && second !== undefined) return (c) => getOwn(walk(c.frame, head), second);
  return (c) => descend(walk(c.frame, head), path, 1);
}

/** A compiled lookup in the current scope only (sections and repeated sections). */
export function localGetter(path: Path): Getter {
  const [head] = path;
  if (path.length === 1 && head === '@') return (c) => c.frame.node;
  if (path.length === 1 && plain(head)) return (c) => getOwn(c.frame.node, head);
  return (c) => lookupLocal(c.frame, path);
}

/** What `{path}` prints, fused with the lookup for the shapes most templates use. */
export function textGetter(path: Path): (c: Context) => string {
  const [head, second] = path;
  if (plain(head) && path.length === 1) return (c) => outText(c, walk(c.frame, head));
  if (plain(head) && path.length === 2 && second !== undefined) return (c) => outText(c, getOwn(walk(c.frame, head), second));
  const get = getter(path);
  return (c) => outText(c, get(c));
}
