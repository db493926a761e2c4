import type { RenderScope } from '../../engine/plugin.js';
import { isKnownZone } from '../../domain/i18n/zone-offset.js';

/** The render's time zone when Intl knows it, else UTC. */
export function renderZone(scope: RenderScope): string {
  return isKnownZone(scope.timeZone) ? scope.timeZone : 'UTC';
}
