import type { Path } from '../ast.js';
import type { JsonValue } from '../plugin.js';
import type { Context } from '../runtime/context.js';
import { lookup, lookupLocal } from '../runtime/lookup.js';
import { getOwn } from '../values.js';

export type Getter = (c: Context) => JsonValue;

/** A compiled variable lookup (walking up the scopes), specialised for the common shapes. */
export function getter(path: Path): Getter {
  const [head, second] = path;
  if (path.length === 1 && head === '@') return (c) => c.frame.node;
  if (path.length === 1 && typeof head === 'string' && head[0] !== '@') {
    return (c) => {
      for (let f = c.frame as Context['frame'] | null; f !== null; f = f.parent) {
        const value = getOwn(f.node, head);
        if (value !== undefined) return value;
      }
      return undefined;
    };
  }
  if (path.length === 2 && head === '@' && second !== undefined) return (c) => getOwn(c.frame.node, second);
  return (c) => lookup(c.frame, path);
}

/** A compiled lookup in the current scope only (sections and repeated sections). */
export function localGetter(path: Path): Getter {
  const [head] = path;
  if (path.length === 1 && head === '@') return (c) => c.frame.node;
  if (path.length === 1 && typeof head === 'string' && head[0] !== '@') return (c) => getOwn(c.frame.node, head);
  return (c) => lookupLocal(c.frame, path);
}
