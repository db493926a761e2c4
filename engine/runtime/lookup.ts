import type { JsonValue } from '../plugin.js';
import { getOwn } from '../values.js';
import type { Frame } from './frame.js';
import { Memo } from './memo.js';

type Key = string | number;

/** The first scope, walking up from `frame`, whose node has `key` as an own property. */
export function walk(frame: Frame | null, key: Key): JsonValue {
  for (let f = frame; f !== null; f = f.parent) {
    const value = getOwn(f.node, key);
    if (value !== undefined) return value;
  }
  return undefined;
}

/** A `{.var}`-bound variable, from the innermost scope out. */
export function boundVar(frame: Frame, name: string): JsonValue {
  for (let f: Frame | null = frame; f !== null; f = f.parent) {
    if (f.vars === null) continue;
    const value = f.getVar(name);
    if (value !== undefined) return value;
  }
  return undefined;
}

/** The innermost repeated element's 0-based index. */
export function repeatIndex(frame: Frame): number | undefined {
  for (let f: Frame | null = frame; f !== null; f = f.parent) if (f.index >= 0) return f.index;
  return undefined;
}

/** Own properties along `path` from index `from` on. */
export function descend(value: JsonValue, path: readonly Key[], from: number): JsonValue {
  for (let i = from; i < path.length && value !== undefined; i++) value = getOwn(value, path[i] as Key);
  return value;
}

/** `@`, `@index`, `@index0` and bound `@names`. */
function special(frame: Frame, key: string): JsonValue {
  if (key === '@') return frame.node;
  if (key === '@index' || key === '@index0') {
    const index = repeatIndex(frame);
    return index === undefined || key === '@index0' ? index : index + 1;
  }
  return boundVar(frame, key);
}

const isSpecial = (key: Key): key is string => typeof key === 'string' && key.charCodeAt(0) === 64; /* @ */

/** Resolves a path's first segment by walking up from `frame`; the rest descend from there. */
export function lookup(frame: Frame, path: readonly Key[]): JsonValue {
  const head = path[0] as Key;
  return descend(isSpecial(head) ? special(frame, head) : walk(frame, head), path, 1);
}

/** Resolves a path in the current scope only, as sections and repeated sections do. */
export function lookupLocal(frame: Frame, path: readonly Key[]): JsonValue {
  const head = path[0] as Key;
  return descend(isSpecial(head) ? special(frame, head) : getOwn(frame.node, head), path, 1);
}

const paths = new Memo<readonly string[]>((text) => (text === '@' || text === '' ? [text] : text.split('.')));

/** Splits a dotted path given by a plugin (`"a.b.0"`); the result is shared and must not change. */
export function splitPath(text: string): readonly string[] {
  return paths.get(text);
}
