import { localeRegion, measurementSystem } from './measurement-system.js';

/**
 * The units a quantity is shown in for a locale when no output unit is asked for, smallest
 * first (the largest in which the value is at least 1 wins), from CLDR's unit preferences and
 * measurement systems; undefined for quantities whose units do not depend on the locale.
 */
export function preferredUnits(family: string, locale: string): readonly string[] | undefined {
  const system = measurementSystem(locale);
  const customary = system !== 'metric';
  switch (family) {
    case 'temperature':
      return FAHRENHEIT_REGIONS.has(localeRegion(locale)) ? ['fahrenheit'] : ['celsius'];
    case 'length':
      return customary ? ['inch', 'foot', 'yard', 'mile'] : ['millimeter', 'centimeter', 'meter', 'kilometer'];
    case 'area':
      return customary ? ['square-inch', 'square-foot', 'acre', 'square-mile'] : ['square-centimeter', 'square-meter', 'square-kilometer'];
    case 'mass':
      return customary ? ['ounce', 'pound', ...(system === 'us' ? ['ton'] : [])] : ['milligram', 'gram', 'kilogram', 'tonne'];
    case 'volume':
      return system === 'us' ? ['fluid-ounce', 'pint', 'gallon'] : ['milliliter', 'liter'];
    case 'speed':
      return customary ? ['mile-per-hour'] : ['kilometer-per-hour'];
    default:
      return undefined;
  }
}

/** CLDR unitPreferenceData, temperature: Fahrenheit in these regions, Celsius elsewhere. */
const FAHRENHEIT_REGIONS = new Set(['US', 'BS', 'BZ', 'KY', 'PR', 'PW']);
