/** CLDR's measurement systems: metric, US customary, and the UK's mix of both. */
export type MeasurementSystem = 'metric' | 'us' | 'uk';

/** CLDR supplemental measurementData: the regions not on the metric system. */
const SYSTEMS: Readonly<Record<string, MeasurementSystem>> = { US: 'us', LR: 'us', MM: 'us', GB: 'uk' };

const regions = new Map<string, string>();

/** The locale's region, its likely one when the tag has none (`en` → US, `fr` → FR). */
export function localeRegion(locale: string): string {
  let region = regions.get(locale);
  if (region === undefined) {
    try {
      region = new Intl.Locale(locale).maximize().region ?? '001';
    } catch {
      region = '001';
    }
    if (regions.size > 256) regions.clear();
    regions.set(locale, region);
  }
  return region;
}

/** The measurement system of a locale's region. */
export function measurementSystem(locale: string): MeasurementSystem {
  const region = localeRegion(locale);
  return Object.hasOwn(SYSTEMS, region) ? (SYSTEMS[region] ?? 'metric') : 'metric';
}
