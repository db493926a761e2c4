import type { JsonValue, RenderScope } from '../../engine/plugin.js';
import { DEFAULT_LIMITS } from '../../engine/runtime/limits.js';
import { jsonSize } from './json-size.js';

/** Characters of output the render has left. */
export function outputRoom(scope: RenderScope): number {
  return scope.outputRoom?.() ?? DEFAULT_LIMITS.maxOutput;
}

/**
 * Refuses to print as JSON a value whose text would not fit in the output the render has left
 * (data sharing one object many times can stand for gigabytes of text); the walk is counted as
 * work, one step per character. Returns the size it counted (0 for a scalar).
 */
export function boundJson(value: JsonValue, scope: RenderScope, indent = 0): number {
  if (typeof value !== 'object' || value === null) return 0;
  const room = outputRoom(scope);
  const size = jsonSize(value, room, indent);
  scope.work?.(size);
  if (size > room) throw new Error(`its JSON text would be longer than the ${room} characters of output left`);
  return size;
}
