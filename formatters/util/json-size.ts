import type { JsonValue } from '../../engine/plugin.js';

/**
 * About how long the JSON text of `value` is (escapes not counted), walking no further than
 * `limit` characters: data that shares one object many times can stand for far more text than
 * its memory suggests. Returns a number over `limit` as soon as the text would pass it.
 */
export function jsonSize(value: JsonValue, limit: number, indent = 0): number {
  let size = 0;
  const visit = (v: JsonValue, depth: number): void => {
    if (size > limit) return;
    switch (typeof v) {
      case 'string':
        size += v.length + 2;
        return;
      case 'number':
      case 'bigint':
        size += 8;
        return;
      case 'boolean':
        size += 5;
        return;
      case 'object': {
        if (v === null) {
          size += 4;
          return;
        }
        const pad = indent * (depth + 1) + (indent > 0 ? 1 : 0);
        size += 2;
        if (Array.isArray(v)) {
          for (let i = 0; i < v.length && size <= limit; i++) {
            size += 1 + pad;
            visit(v[i], depth + 1);
          }
          return;
        }
        for (const key in v) {
          if (size > limit) return;
          if (!Object.prototype.hasOwnProperty.call(v, key)) continue;
          size += key.length + 4 + pad;
          visit((v as Record<string, JsonValue>)[key], depth + 1);
        }
        return;
      }
      default:
        return;
    }
  };
  visit(value, 0);
  return size;
}
