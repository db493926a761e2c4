/**
 * Each country's subdivisions as the checkout offers them, from the `iso-3166` package (ISO
 * 3166-2 codes and names, with each subdivision's parent): the top level of the country (the
 * subdivisions whose parent is the country itself) unless an address names another level. Read
 * on the server only (355 KB of data): the checkout page gets the lists of the countries it ships
 * to as options, no other page any.
 */
import { iso31662 } from 'iso-3166';
import type { Subdivision } from '../../../domain/commerce/subdivision-match.js';

type Entry = (typeof iso31662)[number];

/**
 * Where the top level is not what an address names: ISO 3166-2:GB puts its four nations beside
 * 200+ council areas (and groupings such as GB-UKM) under the one parent, and an address names its
 * nation; an Irish address names its county, the level below the four provinces.
 */
const ADDRESS_LEVEL: Readonly<Record<string, (entry: Entry) => boolean>> = {
  GB: (entry) => ['GB-ENG', 'GB-NIR', 'GB-SCT', 'GB-WLS'].includes(entry.code),
  IE: (entry) => entry.parent.startsWith('IE-'),
};

let byCountry: Map<string, Subdivision[]> | undefined;

function index(): Map<string, Subdivision[]> {
  const map = new Map<string, Subdivision[]>();
  for (const entry of iso31662) {
    const country = entry.code.slice(0, 2);
    const named = ADDRESS_LEVEL[country];
    if (named ? !named(entry) : entry.parent !== country) continue;
    const code = entry.code.slice(3);
    let list = map.get(country);
    if (!list) map.set(country, (list = []));
    list.push({ code, name: entry.name });
  }
  for (const list of map.values()) list.sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return map;
}

/** The subdivisions of a country (ISO 3166-1 alpha-2), by name; none for a country without any. */
export function subdivisionsOf(country: string): readonly Subdivision[] {
  byCountry ??= index();
  return byCountry.get(country.toUpperCase()) ?? [];
}
