import type { RenderScope } from '../../engine/plugin.js';

/** `localizedStrings.<key>` when it is a non-empty string, else the default. */
export function localized(scope: RenderScope, key: string, fallback: string): string {
  const text = scope.resolve(['localizedStrings', key]);
  return typeof text === 'string' && text !== '' ? text : fallback;
}
