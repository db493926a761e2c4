/**
 * A category of units that convert into each other: each unit's size in the family's base unit
 * (and an offset for scales that do not start at zero, such as temperatures), and the units a
 * value is shown in when no output unit is asked for (none: the input unit stays).
 */
export interface UnitFamily {
  readonly name: string;
  readonly sizes: Readonly<Record<string, number>>;
  readonly offsets?: Readonly<Record<string, number>>;
  /** Best-fit units, smallest first, where the locale has no preference (see unit-preferences.ts). */
  readonly best: readonly string[];
}

const DAY = 86_400;
const YEAR = 365.2425 * DAY;
const INCH = 0.0254;
const FOOT = 12 * INCH;
const YARD = 3 * FOOT;
const MILE = 1760 * YARD;
const GALLON = 231 * INCH ** 3 * 1000; // liters
const POUND = 0.45359237;

const family = (name: string, sizes: Record<string, number>, best: string[]): UnitFamily => ({ name, sizes, best });

export const DURATION = family(
  'duration',
  {
    nanosecond: 1e-9, microsecond: 1e-6, millisecond: 1e-3, second: 1, minute: 60, hour: 3600,
    day: DAY, week: 7 * DAY, month: YEAR / 12, year: YEAR, decade: 10 * YEAR, century: 100 * YEAR,
  },
  ['nanosecond', 'microsecond', 'millisecond', 'second', 'minute', 'hour', 'day', 'year', 'century'],
);

/** Bytes count in 1024s, bits in 1000s (as the reference does); a byte is 8 bits. */
export const DIGITAL = family(
  'digital',
  {
    bit: 1, kilobit: 1e3, megabit: 1e6, gigabit: 1e9, terabit: 1e12, petabit: 1e15,
    byte: 8, kilobyte: 8 * 1024, megabyte: 8 * 1024 ** 2, gigabyte: 8 * 1024 ** 3, terabyte: 8 * 1024 ** 4, petabyte: 8 * 1024 ** 5,
  },
  ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte', 'petabyte'],
);

export const DIGITAL_BITS = ['bit', 'kilobit', 'megabit', 'gigabit', 'terabit'];

const LENGTH = family(
  'length',
  {
    nanometer: 1e-9, micrometer: 1e-6, millimeter: 1e-3, centimeter: 1e-2, decimeter: 0.1, meter: 1, kilometer: 1e3,
    'mile-scandinavian': 1e4, inch: INCH, foot: FOOT, yard: YARD, mile: MILE, 'nautical-mile': 1852,
    'light-year': 9_460_730_472_580_800,
  },
  ['millimeter', 'centimeter', 'meter', 'kilometer'],
);

const AREA = family(
  'area',
  {
    'square-centimeter': 1e-4, 'square-meter': 1, hectare: 1e4, 'square-kilometer': 1e6,
    'square-inch': INCH ** 2, 'square-foot': FOOT ** 2, 'square-yard': YARD ** 2, acre: 4840 * YARD ** 2, 'square-mile': MILE ** 2,
  },
  ['square-centimeter', 'square-meter', 'square-kilometer'],
);

const VOLUME = family(
  'volume',
  {
    milliliter: 1e-3, centiliter: 1e-2, deciliter: 0.1, liter: 1, hectoliter: 100, megaliter: 1e6,
    'cubic-centimeter': 1e-3, 'cubic-meter': 1e3, 'cubic-kilometer': 1e12,
    'cubic-inch': INCH ** 3 * 1000, 'cubic-foot': FOOT ** 3 * 1000, 'cubic-yard': YARD ** 3 * 1000, 'cubic-mile': MILE ** 3 * 1000,
    teaspoon: GALLON / 768, tablespoon: GALLON / 256, 'fluid-ounce': GALLON / 128, cup: GALLON / 16,
    pint: GALLON / 8, quart: GALLON / 4, gallon: GALLON, 'gallon-imperial': 4.54609,
  },
  ['milliliter', 'liter'],
);

const MASS = family(
  'mass',
  {
    microgram: 1e-9, milligram: 1e-6, gram: 1e-3, kilogram: 1, tonne: 1e3, carat: 2e-4,
    ounce: POUND / 16, pound: POUND, stone: 14 * POUND, ton: 2000 * POUND,
  },
  ['milligram', 'gram', 'kilogram', 'tonne'],
);

/** Kelvin = value × size + offset. */
const TEMPERATURE: UnitFamily = {
  name: 'temperature',
  sizes: { kelvin: 1, celsius: 1, fahrenheit: 5 / 9 },
  offsets: { kelvin: 0, celsius: 273.15, fahrenheit: (459.67 * 5) / 9 },
  best: [],
};

const SPEED = family(
  'speed',
  { 'meter-per-second': 1, 'kilometer-per-hour': 1 / 3.6, 'mile-per-hour': MILE / 3600, knot: 1852 / 3600 },
  [],
);

const FREQUENCY = family('frequency', { hertz: 1, kilohertz: 1e3, megahertz: 1e6, gigahertz: 1e9 }, ['hertz', 'kilohertz', 'megahertz', 'gigahertz']);

const ANGLE = family(
  'angle',
  { revolution: 360, degree: 1, 'arc-minute': 1 / 60, 'arc-second': 1 / 3600, radian: 180 / Math.PI },
  ['arc-second', 'arc-minute', 'degree'],
);

const ENERGY = family(
  'energy',
  { joule: 1, kilojoule: 1e3, calorie: 4.184, kilocalorie: 4184, foodcalorie: 4184, 'kilowatt-hour': 3.6e6 },
  ['joule', 'kilojoule'],
);

const POWER = family(
  'power',
  { milliwatt: 1e-3, watt: 1, kilowatt: 1e3, megawatt: 1e6, gigawatt: 1e9, horsepower: 745.69987158227022 },
  ['milliwatt', 'watt', 'kilowatt', 'megawatt', 'gigawatt'],
);

const PRESSURE = family(
  'pressure',
  { pascal: 1, hectopascal: 100, millibar: 100, kilopascal: 1e3, bar: 1e5, atmosphere: 101_325, 'millimeter-ofhg': 133.322387415, 'inch-ofhg': 3386.389 },
  [],
);

export const FAMILIES: readonly UnitFamily[] = [DURATION, DIGITAL, LENGTH, AREA, VOLUME, MASS, TEMPERATURE, SPEED, FREQUENCY, ANGLE, ENERGY, POWER, PRESSURE];

/** Every unit of every family. */
export const ALL_UNITS: readonly string[] = FAMILIES.flatMap((f) => Object.keys(f.sizes));
