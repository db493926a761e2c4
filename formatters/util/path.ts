import type { JsonValue } from '../../engine/plugin.js';
import { getOwn } from '../../engine/values.js';

export type Segment = string | number;

/** Descends from `value` along `path`, own properties only; missing as soon as a step is. */
export function walk(value: JsonValue, path: readonly Segment[]): JsonValue {
  let current = value;
  for (const segment of path) {
    if (current === undefined) return undefined;
    current = getOwn(current, segment);
  }
  return current;
}

/** Splits a dotted path written in a template (`a.b.0`) into segments. */
export function splitPath(path: string): string[] {
  return path.split('.');
}

/** A resolved value as a path segment: strings and numbers are; anything else is not. */
export function isSegment(value: JsonValue): value is Segment {
  return typeof value === 'string' || typeof value === 'number';
}
