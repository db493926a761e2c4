import type { JsonValue } from '../plugin.js';
import { getOwn } from '../values.js';
import type { Frame } from './frame.js';
import { Memo } from './memo.js';

/** Resolves a path's first segment by walking up from `frame`; the rest descend from there. */
export function lookup(frame: Frame, path: readonly (string | number)[]): JsonValue {
  let value = first(frame, path[0] as string | number, true);
  for (let i = 1; i < path.length && value !== undefined; i++) value = getOwn(value, path[i] as string | number);
  return value;
}

/** Resolves a path in the current frame only, as sections and repeated sections do. */
export function lookupLocal(frame: Frame, path: readonly (string | number)[]): JsonValue {
  let value = first(frame, path[0] as string | number, false);
  for (let i = 1; i < path.length && value !== undefined; i++) value = getOwn(value, path[i] as string | number);
  return value;
}

function first(frame: Frame, key: string | number, walk: boolean): JsonValue {
  if (typeof key === 'string' && key.charCodeAt(0) === 64 /* @ */) return special(frame, key);
  for (let f: Frame | null = frame; f !== null; f = walk ? f.parent : null) {
    const value = getOwn(f.node, key);
    if (value !== undefined) return value;
  }
  return undefined;
}

function special(frame: Frame, key: string): JsonValue {
  if (key === '@') return frame.node;
  if (key === '@index' || key === '@index0') {
    for (let f: Frame | null = frame; f !== null; f = f.parent) {
      if (f.index >= 0) return key === '@index' ? f.index + 1 : f.index;
    }
    return undefined;
  }
  for (let f: Frame | null = frame; f !== null; f = f.parent) {
    const value = f.getVar(key);
    if (value !== undefined) return value;
  }
  return undefined;
}

const paths = new Memo<readonly string[]>((text) => (text === '@' || text === '' ? [text] : text.split('.')));

/** Splits a dotted path given by a plugin (`"a.b.0"`); the result is shared and must not change. */
export function splitPath(text: string): readonly string[] {
  return paths.get(text);
}
