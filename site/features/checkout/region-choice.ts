/**
 * The checkout form's region select: one option group per country the shop ships to that has
 * subdivisions (values `US-IL`, so a choice names its country), the posted choice selected again
 * after a refusal. Without JavaScript every group is there; the checkout's script
 * (islands/checkout/region-select.ts) leaves only the chosen country's.
 */
import { findSubdivision } from '../../../domain/commerce/subdivision-match.js';
import { countryName } from './country-name.js';
import { subdivisionsOf } from './subdivisions.js';

export function regionChoice<F extends { value: string; required: boolean }>(field: F, shipsTo: readonly string[], chosen: string) {
  const countries = shipsTo
    .map((code) => ({ code, name: countryName(code), list: subdivisionsOf(code) }))
    .filter((c) => c.list.length > 0)
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  const picked = countries.some((c) => c.code === chosen) ? findSubdivision(chosen, subdivisionsOf(chosen), field.value) : undefined;
  return {
    ...field,
    // Where some country has no subdivisions its shoppers leave the region empty.
    required: countries.length === shipsTo.length,
    groups: countries.map((c) => ({
      country: c.code,
      label: c.name,
      options: c.list.map((s) => ({ value: `${c.code}-${s.code}`, name: s.name, selected: c.code === chosen && s.code === picked?.code })),
    })),
  };
}
