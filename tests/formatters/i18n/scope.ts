import type { JsonValue } from '../../../engine/plugin.js';
import { fakeScope, type FakeScope, type FakeScopeSetup } from '../../helpers/fake-scope.js';

/** A fake scope with a locale, clock and time zone of the test's choosing. */
export function i18nScope(
  settings: { locale?: string; now?: number; timeZone?: string } = {},
  setup: FakeScopeSetup = {},
): FakeScope {
  const scope = fakeScope(setup);
  return Object.assign(Object.create(scope) as FakeScope, settings);
}

export type { JsonValue };
