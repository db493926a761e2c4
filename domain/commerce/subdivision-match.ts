/**
 * A shopper's region (state, province…) matched against the country's ISO 3166-2 subdivisions,
 * the same way however it was typed: Unicode NFKC (full-width `ＩＬ` is `IL`), accents, case,
 * spaces and punctuation do not count; the code (`IL`, `US-IL`) or the full name (`Illinois`)
 * names the subdivision. Anything else names none, so the tax never falls back on a typo.
 */
export interface Subdivision {
  /** The code after the country's (`IL` of `US-IL`), as orders and tax rates keep it. */
  code: string;
  name: string;
}

/** What two spellings of one region share. */
export function regionKey(text: string): string {
  return text
    .normalize('NFKC')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** The subdivision of `country` that `given` names, by code first, then by name. */
export function findSubdivision(country: string, list: readonly Subdivision[], given: string): Subdivision | undefined {
  const key = regionKey(given);
  if (key === '') return undefined;
  const prefix = regionKey(country);
  const byCode = list.find((s) => key === regionKey(s.code) || key === prefix + regionKey(s.code));
  return byCode ?? list.find((s) => key === regionKey(s.name));
}
