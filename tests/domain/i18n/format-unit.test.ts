import { describe, expect, it } from 'vitest';
import { formatUnit } from '../../../domain/i18n/format-unit.js';
import { unitOptions } from '../../../domain/i18n/unit-options.js';

const f = (n: number, args: string[], locale = 'en-US'): string => formatUnit(n, unitOptions(args), locale);

describe('formatUnit', () => {
  it('picks the largest unit of bytes (1024s) or bits (1000s)', () => {
    expect(f(15789655, ['in:byte'])).toBe('15.1MB');
    expect(f(15789655, ['in:byte', 'compact:bits', 'format:long'])).toBe('126.3 megabits');
    expect(f(1024, ['in:byte', 'format:long'])).toBe('1 kilobyte');
    expect(f(1234567890, ['in:bit'])).toBe('147.2MB');
  });

  it('converts to a given unit, grouping only when asked', () => {
    expect(f(1073741824, ['in:byte', 'out:megabyte', 'format:long'])).toBe('1024 megabytes');
    expect(f(15789655, ['in:byte', 'out:kilobyte', 'group'])).toBe('15,419.6kB');
  });

  it('splits durations into a sequence', () => {
    expect(f(1234567, ['in:second', 'sequence:day,hour,minute'])).toBe('14d 6h 56.1m');
    expect(f(12.35, ['in:year', 'sequence:year,month,day', 'format:long'])).toBe('12 years 4 months 6.1 days');
    expect(f(12345, ['in:second', 'sequence:hour,minute,second', 'format:long'], 'fr-FR')).toBe('3 heures 25 minutes 45 secondes');
  });

  it('handles centuries, which Intl does not name', () => {
    expect(f(2.3415796, ['in:century', 'format:long'])).toBe('2.3 centuries');
    expect(f(2.3415796, ['in:century', 'out:day', 'format:long', 'group'])).toBe('85,524.4 days');
  });

  it('keeps a space before French unit symbols', () => {
    expect(f(12345657890, ['in:byte', 'compact:bytes'], 'fr-FR')).toBe('11,5 Go');
  });

  it('converts within every category, temperatures included', () => {
    expect(f(3.5, ['in:meter', 'out:foot'])).toBe('11.5′');
    expect(f(21, ['in:celsius', 'out:fahrenheit'])).toBe('69.8°');
    expect(f(21, ['in:celsius', 'out:kelvin', 'format:long'])).toBe('294.2 kelvins');
    expect(f(-40, ['in:fahrenheit', 'out:celsius', 'format:short'])).toBe('-40°C');
    expect(f(60, ['in:mile-per-hour', 'out:kilometer-per-hour', 'format:short'])).toBe('96.6 km/h');
    expect(f(2, ['in:acre', 'out:square-meter', 'format:long', 'group'])).toBe('8,093.7 square meters');
    expect(f(1, ['in:gallon', 'out:liter', 'format:long', 'maxfrac:3'])).toBe('3.785 liters');
    expect(f(1, ['in:pound', 'out:gram', 'format:short'])).toBe('453.6 g');
    expect(f(1, ['in:revolution', 'out:radian', 'format:long', 'maxfrac:4'])).toBe('6.2832 radians');
  });

  it("picks the best unit of the locale's measurement system (en-US: US customary)", () => {
    expect(f(15000, ['in:meter'])).toBe('9.3mi');
    expect(f(15000, ['in:inch'])).toBe('416.7yd');
    expect(f(0.25, ['in:kilogram', 'format:long'])).toBe('8.8 ounces');
    expect(f(2_400_000_000, ['in:hertz', 'format:short'])).toBe('2.4 GHz');
    expect(f(21, ['in:celsius'])).toBe('69.8°');
  });

  it('picks metric units in a metric locale, whatever the input', () => {
    expect(f(15000, ['in:inch'], 'de-DE')).toBe('381 m');
    expect(f(98.6, ['in:fahrenheit'], 'de-DE')).toBe('37 °C');
  });

  it('splits feet and inches, and degrees into arc-minutes and arc-seconds', () => {
    expect(f(3.5, ['in:foot', 'sequence:foot,inch'])).toBe('3′ 6″');
    expect(f(70, ['in:inch', 'sequence:foot,inch', 'format:long'])).toBe('5 feet 10 inches');
    expect(f(12.5125, ['in:degree', 'sequence:degree,arc-minute,arc-second', 'format:long'])).toBe('12 degrees 30 arcminutes 45 arcseconds');
    expect(f(-12.5125, ['in:degree', 'sequence:degree,arc-minute,arc-second'])).toBe('-12° 30′ 45″');
  });

  it("names units Intl lacks from CLDR data in the locale's language, else with a symbol", () => {
    expect(f(1.5, ['in:square-meter', 'format:long'], 'fr-FR')).toBe('1,5 mètre carré');
    expect(f(30, ['in:arc-minute', 'format:long'], 'de-DE')).toBe('30 Winkelminuten');
    expect(f(1, ['in:arc-minute', 'format:long'])).toBe('1 arcminute');
    expect(f(1.5, ['in:square-meter', 'format:long'], 'ko-KR')).toBe('1.5 m²');
    expect(f(30, ['in:arc-minute'], 'ko-KR')).toBe('30′');
  });

  it('prints the number alone for units it does not know', () => {
    expect(f(3.14159, ['in:furlong'])).toBe('3.1');
  });
});
