import { describe, expect, it } from 'vitest';
import { bestUnit, convertUnit, unitFamily, unitSequence } from '../../../domain/i18n/units.js';

const duration = unitFamily('second');
const digital = unitFamily('byte');

describe('units', () => {
  it('knows durations and digital sizes only', () => {
    expect(duration).toBeDefined();
    expect(unitFamily('megabit')).toBe(digital);
    expect(unitFamily('furlong')).toBeUndefined();
    expect(unitFamily('__proto__')).toBeUndefined();
  });

  it('converts with 1024 bytes, 1000 bits and Gregorian years', () => {
    if (duration === undefined || digital === undefined) throw new Error('families');
    expect(convertUnit(1, 'megabyte', 'kilobyte', digital)).toBe(1024);
    expect(convertUnit(1, 'megabit', 'kilobit', digital)).toBe(1000);
    expect(convertUnit(1, 'byte', 'bit', digital)).toBe(8);
    expect(convertUnit(1, 'year', 'day', duration)).toBeCloseTo(365.2425);
    expect(bestUnit(1234567, 'second', duration, undefined)).toBe('day');
    expect(bestUnit(15789655, 'byte', digital, 'bits')).toBe('megabit');
  });

  it('splits into whole units, skipping empty ones, the last keeping the rest', () => {
    if (duration === undefined) throw new Error('families');
    expect(unitSequence(3725, 'second', ['hour', 'minute', 'second'], duration)).toEqual([[1, 'hour'], [2, 'minute'], [5, 'second']]);
    expect(unitSequence(3605, 'second', ['hour', 'minute', 'second'], duration)).toEqual([[1, 'hour'], [5, 'second']]);
  });
});
