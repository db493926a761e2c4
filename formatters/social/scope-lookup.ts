import type { JsonValue, RenderScope } from '../../engine/plugin.js';
import { getOwn } from '../../engine/values.js';

/**
 * Looks a path up as a fragment applied to `value` would: in `value` first, then in the scopes
 * around the formatter.
 */
export function lookup(value: JsonValue, scope: RenderScope, path: readonly string[]): JsonValue {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const own = getOwn(value, head);
  if (own === undefined) return scope.resolve(path);
  return rest.reduce<JsonValue>((node, key) => getOwn(node, key), own);
}

/** A site setting, from `websiteSettings` or else from `website`. */
export function siteSetting(value: JsonValue, scope: RenderScope, name: string): JsonValue {
  const setting = lookup(value, scope, ['websiteSettings', name]);
  return setting !== undefined ? setting : lookup(value, scope, ['website', name]);
}
