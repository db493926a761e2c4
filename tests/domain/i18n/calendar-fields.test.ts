import { describe, expect, it } from 'vitest';
import { calendarFields } from '../../../domain/i18n/calendar-fields.js';

describe('calendarFields', () => {
  it('splits an epoch time into Gregorian fields', () => {
    const f = calendarFields(Date.UTC(2021, 1, 17, 16, 26, 5, 345));
    expect([f.year, f.month, f.day, f.weekday, f.dayOfYear, f.hour, f.minute, f.second, f.millisecond]).toEqual([2021, 2, 17, 3, 48, 16, 26, 5, 345]);
    expect(f.daysInYear).toBe(365);
  });

  it('agrees with Date for many days after 1583', () => {
    for (let ms = Date.UTC(1583, 0, 1); ms < Date.UTC(2400, 0, 1); ms += 86_400_000 * 97 + 3_601_234) {
      const d = new Date(ms);
      const f = calendarFields(ms);
      expect([f.year, f.month, f.day, f.weekday, f.hour]).toEqual([d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCDay(), d.getUTCHours()]);
    }
  });

  it('uses the Julian calendar before 15 October 1582', () => {
    const f = calendarFields(Date.UTC(1582, 9, 15) - 1);
    expect([f.year, f.month, f.day, f.weekday]).toEqual([1582, 10, 4, 4]);
    expect(calendarFields(Date.UTC(1582, 9, 15)).day).toBe(15);
  });

  it('throws a RangeError outside the Julian-day range', () => {
    expect(() => calendarFields(1e17)).toThrow(RangeError);
    expect(() => calendarFields(-1e15)).toThrow(/Julian day/);
  });
});
