import { describe, expect, it } from 'vitest';
import { JD_MAX, JD_MIN, julianDay, julianDayError } from '../../../domain/i18n/julian-day.js';

const DAY = 86_400_000;

describe('julian day', () => {
  it('counts 1970-01-01 as day 2440588 and floors times before midnight', () => {
    expect(julianDay(0)).toBe(2440588);
    expect(julianDay(DAY - 1)).toBe(2440588);
    expect(julianDay(-1)).toBe(2440587);
  });

  it('accepts 4713 BC January 1 through 8652 AD December 31', () => {
    expect(julianDayError(JD_MIN)).toBeUndefined();
    expect(julianDayError(JD_MAX)).toBeUndefined();
  });

  it('rejects days outside the range with a message naming the bounds', () => {
    expect(julianDayError(JD_MIN - 1)).toMatch(/Julian day -1 is outside .*4713 B\.C\..*8652 A\.D\./);
    expect(julianDayError(JD_MAX + 1)).toMatch(/outside/);
  });
});
