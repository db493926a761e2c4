import { describe, expect, it } from 'vitest';
import { calendarFields } from '../../../domain/i18n/calendar-fields.js';
import { strftime, type ZonedDate } from '../../../domain/i18n/strftime.js';

const EST = -5 * 3_600_000;

function zoned(utcMs: number, offsetMs = EST, zoneName = 'EST'): ZonedDate {
  return { fields: calendarFields(utcMs + offsetMs), epochMs: utcMs, offsetMs, zoneName };
}

const t = zoned(1613597165345);

describe('strftime', () => {
  it('prints dates and times with zero padding', () => {
    expect(strftime(t, '%Y-%m-%d %H:%M:%S %Z')).toBe('2021-02-17 16:26:05 EST');
  });

  it('prints names, 12-hour clocks and shortcuts', () => {
    expect(strftime(t, '%a %A %b %B %I %i %p %P')).toBe('Wed Wednesday Feb February 04 4 PM pm');
    expect(strftime(t, '%D|%F|%T|%R|%r|%x|%X')).toBe('02/17/21|2021-02-17|16:26:05|16:26|4:26:05 PM|02/17/2021|04:26:05 PM');
    expect(strftime(t, '%c')).toBe('Wed, Feb 17, 2021 4:26:05 PM EST');
    expect(strftime(t, '%e|%k|%l|%v')).toBe('17|16| 4|17-Feb-2021');
  });

  it('prints numeric fields of the year and zone', () => {
    expect(strftime(t, '%j %u %w %q %C %y %z %s %N')).toBe('048 3 3 1 20 21 -05:00 1613597165 345000000');
    expect(strftime(t, '%U %V %G %g')).toBe('08 07 2021 21');
  });

  it('keeps text, doubles percent signs and drops unknown directives', () => {
    expect(strftime(t, 'Year %Y %% %Q done %')).toBe('Year 2021 %  done %');
    expect(strftime(t, '%n%t')).toBe('\n\t');
  });

  it('counts weeks that hold next January 1 as week 1 and ISO weeks by Thursday', () => {
    const dec31 = zoned(Date.UTC(2020, 11, 31, 12), 0);
    expect(strftime(dec31, '%U %V %G')).toBe('01 53 2020');
    const jan1 = zoned(Date.UTC(2021, 0, 1, 12), 0);
    expect(strftime(jan1, '%U %V %G')).toBe('01 53 2020');
  });

  it('prints years BC as the era counts them', () => {
    expect(strftime(zoned(Date.UTC(-102, 3, 6), 0, 'UTC'), '%Y %C')).toBe('103 01');
  });
});
