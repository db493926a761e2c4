import { describe, expect, it } from 'vitest';
import { utcDayStart, zonedDayEnd, zonedDayOf, zonedDayStart } from '../../../domain/i18n/zoned-day.js';

describe('calendar days where the shop is', () => {
  it('reads only real dates', () => {
    expect(utcDayStart('2026-02-29')).toBeUndefined();
    expect(utcDayStart('2026-13-01')).toBeUndefined();
    expect(utcDayStart('26-01-01')).toBeUndefined();
    expect(zonedDayStart('nope', 'UTC')).toBeUndefined();
  });

  it('starts and ends a day at its midnights in the zone, across a change of clocks', () => {
    expect(new Date(zonedDayStart('2026-11-01', 'America/New_York')!).toISOString()).toBe('2026-11-01T04:00:00.000Z');
    // Clocks go back at 02:00 on 1 November 2026: that day lasts 25 hours.
    expect(zonedDayEnd('2026-11-01', 'America/New_York')! - zonedDayStart('2026-11-01', 'America/New_York')!).toBe(25 * 3_600_000);
    expect(new Date(zonedDayEnd('2026-12-31', 'Asia/Tokyo')!).toISOString()).toBe('2026-12-31T15:00:00.000Z');
  });

  it('names the day an instant falls on there', () => {
    const instant = Date.parse('2026-07-01T02:00:00Z');
    expect(zonedDayOf(instant, 'America/New_York')).toBe('2026-06-30');
    expect(zonedDayOf(instant, 'Europe/Paris')).toBe('2026-07-01');
    expect(zonedDayOf(zonedDayEnd('2026-06-30', 'America/New_York')! - 1, 'America/New_York')).toBe('2026-06-30');
  });
});
