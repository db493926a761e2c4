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
    expect(bestUnit(1234567, 'second', duration, undefined, 'en-US')).toBe('day');
    expect(bestUnit(15789655, 'byte', digital, 'bits', 'en-US')).toBe('megabit');
  });

  it('splits into whole units, skipping empty ones, the last keeping the rest', () => {
    if (duration === undefined) throw new Error('families');
    expect(unitSequence(3725, 'second', ['hour', 'minute', 'second'], duration)).toEqual([[1, 'hour'], [2, 'minute'], [5, 'second']]);
    expect(unitSequence(3605, 'second', ['hour', 'minute', 'second'], duration)).toEqual([[1, 'hour'], [5, 'second']]);
  });
});

describe('unit families beyond time and data', () => {
  it('converts temperatures on their offset scales', () => {
    const temperature = unitFamily('celsius');
    expect(temperature).toBe(unitFamily('fahrenheit'));
    if (temperature === undefined) throw new Error('no temperature family');
    expect(convertUnit(100, 'celsius', 'fahrenheit', temperature)).toBeCloseTo(212);
    expect(convertUnit(-40, 'fahrenheit', 'celsius', temperature)).toBeCloseTo(-40);
    expect(convertUnit(0, 'kelvin', 'celsius', temperature)).toBeCloseTo(-273.15);
    expect(bestUnit(5000, 'celsius', temperature, undefined, 'de-DE')).toBe('celsius');
    expect(bestUnit(37, 'celsius', temperature, undefined, 'en-US')).toBe('fahrenheit');
  });

  it("picks best-fit units of the locale's measurement system, whatever the input's", () => {
    const length = unitFamily('meter');
    if (length === undefined) throw new Error('no length family');
    expect(bestUnit(0.05, 'meter', length, undefined, 'de-DE')).toBe('centimeter');
    expect(bestUnit(100, 'inch', length, undefined, 'de-DE')).toBe('meter');
    expect(bestUnit(100, 'inch', length, undefined, 'en-US')).toBe('yard');
    expect(bestUnit(20, 'inch', length, undefined, 'en-US')).toBe('foot');
    expect(bestUnit(2000, 'yard', length, undefined, 'en-GB')).toBe('mile');
  });

  it('splits angles and keeps the sign on the first amount', () => {
    const angle = unitFamily('degree');
    if (angle === undefined) throw new Error('no angle family');
    const parts = unitSequence(-1.5, 'degree', ['degree', 'arc-minute'], angle);
    expect(parts.map(([n, u]) => [Math.round(n * 1e9) / 1e9, u])).toEqual([[-1, 'degree'], [30, 'arc-minute']]);
  });
});
