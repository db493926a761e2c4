import { describe, expect, it } from 'vitest';
import { calendarDate } from '../../../domain/social/calendar-date.js';

describe('calendarDate', () => {
  it('writes an instant in compact UTC form', () => {
    expect(calendarDate(1447783200000)).toBe('20151117T180000Z');
    expect(calendarDate(0)).toBe('19700101T000000Z');
    expect(calendarDate(Date.UTC(2024, 1, 29, 7, 5, 9))).toBe('20240229T070509Z');
  });

  it('pads early years to four digits', () => {
    expect(calendarDate(Date.UTC(999, 0, 1))).toBe('09990101T000000Z');
  });

  it('refuses invalid instants and years past 8652', () => {
    expect(calendarDate(NaN)).toBeUndefined();
    expect(calendarDate(Date.UTC(9000, 0, 1))).toBeUndefined();
  });
});
