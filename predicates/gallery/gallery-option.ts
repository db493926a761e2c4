import type { JsonValue, RenderScope } from '../../engine/plugin.js';
import { getOwn } from '../../engine/values.js';

/** A gallery setting as stored in `options` (looked up in scope), or undefined. */
export function galleryOption(scope: RenderScope, setting: string): JsonValue {
  return getOwn(scope.resolve('options'), setting);
}
