import type { RenderScope } from '../../engine/plugin.js';

/** The render's locale as Intl reads it (`en_US` as `en-US`). */
export function intlLocale(scope: RenderScope): string {
  return scope.locale.replace(/_/g, '-');
}
