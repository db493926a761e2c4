import type { JsonValue, RenderScope } from '../../engine/plugin.js';
import { DEFAULT_LIMITS } from '../../engine/runtime/limits.js';
import { jsonSize } from './json-size.js';

/**
 * Refuses to print as JSON a value whose text would not fit in the output the render has left
 * (data sharing one object many times can stand for gigabytes of text); the walk is counted as
 * work, one step per character.
 */
export function boundJson(value: JsonValue, scope: RenderScope, indent = 0): void {
  if (typeof value !== 'object' || value === null) return;
  const room = scope.outputRoom?.() ?? DEFAULT_LIMITS.maxOutput;
  const size = jsonSize(value, room, indent);
  scope.work?.(size);
  if (size > room) throw new Error(`its JSON text would be longer than the ${room} characters of output left`);
}
