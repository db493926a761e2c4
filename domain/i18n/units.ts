import { DIGITAL, DIGITAL_BITS, FAMILIES, type UnitFamily } from './unit-families.js';
import { preferredUnits } from './unit-preferences.js';

export type { UnitFamily };

/** The family of a unit, or undefined. */
export function unitFamily(unit: string): UnitFamily | undefined {
  return FAMILIES.find((f) => Object.hasOwn(f.sizes, unit));
}

const sizeOf = (family: UnitFamily, unit: string): number => (Object.hasOwn(family.sizes, unit) ? family.sizes[unit] ?? 1 : 1);
const offsetOf = (family: UnitFamily, unit: string): number =>
  family.offsets !== undefined && Object.hasOwn(family.offsets, unit) ? family.offsets[unit] ?? 0 : 0;

/** Converts `value` between two units of one family. */
export function convertUnit(value: number, from: string, to: string, family: UnitFamily): number {
  if (from === to) return value;
  const base = value * sizeOf(family, from) + offsetOf(family, from);
  return (base - offsetOf(family, to)) / sizeOf(family, to);
}

/**
 * The largest best-fit unit in which the value is at least 1: the locale's preferred units for
 * quantities that have them (`preferredUnits`), `compact:bits` for digital values, else the
 * family's own (the input unit when it has none: pressures).
 */
export function bestUnit(value: number, from: string, family: UnitFamily, compact: string | undefined, locale: string): string {
  const candidates = family === DIGITAL && compact === 'bits' ? DIGITAL_BITS : (preferredUnits(family.name, locale) ?? family.best);
  let chosen = candidates[0] ?? from;
  for (const unit of candidates) if (Math.abs(convertUnit(value, from, unit, family)) >= 1) chosen = unit;
  return chosen;
}

/**
 * Splits a value into whole amounts of each unit of a sequence (largest first), the last keeping
 * the remainder; units with nothing are left out. A negative value keeps its sign on the first.
 */
export function unitSequence(value: number, from: string, sequence: readonly string[], family: UnitFamily): [number, string][] {
  const sign = value < 0 ? -1 : 1;
  let rest = Math.abs(value) * sizeOf(family, from);
  const out: [number, string][] = [];
  sequence.forEach((unit, i) => {
    const size = sizeOf(family, unit);
    if (i === sequence.length - 1) {
      out.push([rest / size, unit]);
      return;
    }
    const whole = Math.floor(rest / size + 1e-9);
    rest = Math.max(0, rest - whole * size);
    if (whole !== 0) out.push([whole, unit]);
  });
  const first = out[0];
  if (first !== undefined) first[0] *= sign;
  return out;
}
