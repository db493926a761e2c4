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

  it('prints the number alone for units it does not know', () => {
    expect(f(3.14159, ['in:furlong'])).toBe('3.1');
  });
});
