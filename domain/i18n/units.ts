/** A unit family: sizes in the family's base unit, and the units a value may be shown in. */
export interface UnitFamily {
  readonly sizes: Readonly<Record<string, number>>;
  readonly best: readonly string[];
}

const SECOND = 1;
const DAY = 86_400;
const YEAR = 365.2425 * DAY;

const DURATION: UnitFamily = {
  sizes: {
    nanosecond: 1e-9, microsecond: 1e-6, millisecond: 1e-3, second: SECOND, minute: 60, hour: 3600,
    day: DAY, week: 7 * DAY, month: YEAR / 12, year: YEAR, decade: 10 * YEAR, century: 100 * YEAR,
  },
  best: ['nanosecond', 'microsecond', 'millisecond', 'second', 'minute', 'hour', 'day', 'year', 'century'],
};

/** Bytes count in 1024s, bits in 1000s (as the reference does); a byte is 8 bits. */
const DIGITAL: UnitFamily = {
  sizes: {
    bit: 1, kilobit: 1e3, megabit: 1e6, gigabit: 1e9, terabit: 1e12, petabit: 1e15,
    byte: 8, kilobyte: 8 * 1024, megabyte: 8 * 1024 ** 2, gigabyte: 8 * 1024 ** 3, terabyte: 8 * 1024 ** 4, petabyte: 8 * 1024 ** 5,
  },
  best: ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte', 'petabyte'],
};

const BITS = ['bit', 'kilobit', 'megabit', 'gigabit', 'terabit'];

/** The family of a unit, or undefined. */
export function unitFamily(unit: string): UnitFamily | undefined {
  if (Object.hasOwn(DURATION.sizes, unit)) return DURATION;
  if (Object.hasOwn(DIGITAL.sizes, unit)) return DIGITAL;
  return undefined;
}

const sizeOf = (family: UnitFamily, unit: string): number => (Object.hasOwn(family.sizes, unit) ? family.sizes[unit] ?? 1 : 1);

/** Converts `value` between two units of one family. */
export function convertUnit(value: number, from: string, to: string, family: UnitFamily): number {
  return (value * sizeOf(family, from)) / sizeOf(family, to);
}

/** The largest unit of the family (or of `compact:bits`) in which the value is at least 1. */
export function bestUnit(value: number, from: string, family: UnitFamily, compact: string | undefined): string {
  const candidates = family === DIGITAL && compact === 'bits' ? BITS : family.best;
  let chosen = candidates[0] ?? from;
  for (const unit of candidates) if (Math.abs(convertUnit(value, from, unit, family)) >= 1) chosen = unit;
  return chosen;
}

/** Splits a value into whole amounts of each unit of a sequence, the last keeping the remainder. */
export function unitSequence(value: number, from: string, sequence: readonly string[], family: UnitFamily): [number, string][] {
  let rest = value * sizeOf(family, from);
  const out: [number, string][] = [];
  sequence.forEach((unit, i) => {
    const size = sizeOf(family, unit);
    if (i === sequence.length - 1) {
      out.push([rest / size, unit]);
      return;
    }
    const whole = Math.floor(rest / size + 1e-9);
    rest -= whole * size;
    if (whole !== 0) out.push([whole, unit]);
  });
  return out;
}
