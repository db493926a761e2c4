/**
 * The checkout's region (`shippingAddress.region`) against the country's subdivisions: required
 * and one of them when the country has any (kept as its code: `Illinois`, `il`, `US-IL` and `ＩＬ`
 * are all `IL`), free and optional otherwise. The tax then always comes from a known region.
 */
import { findSubdivision } from '../../../domain/commerce/subdivision-match.js';
import { SHIPPING_FIELDS } from './checkout-fields.js';
import { countryName } from './country-name.js';
import { subdivisionsOf } from './subdivisions.js';

const LABEL = SHIPPING_FIELDS.find((f) => f.kind === 'region')?.label ?? 'Region';

export type RegionCheck = { ok: true; code: string | null } | { ok: false; message: string };

export function checkRegion(country: string, given: string | null): RegionCheck {
  const list = subdivisionsOf(country);
  if (list.length === 0) return { ok: true, code: given };
  if (given === null) return { ok: false, message: `${LABEL} is required.` };
  const found = findSubdivision(country, list, given);
  if (found) return { ok: true, code: found.code };
  const sample = list[0];
  const example = sample ? ` (for example ${sample.name} or ${sample.code})` : '';
  return { ok: false, message: `${LABEL} is not one we know in ${countryName(country)}: choose it from the list${example}.` };
}
