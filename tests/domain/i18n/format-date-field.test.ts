import { describe, expect, it } from 'vitest';
import { formatDateField } from '../../../domain/i18n/format-date-field.js';

const T = Date.UTC(2021, 1, 17, 21, 26, 5); // Wednesday 17 February 2021, 16:26 in New York

describe('formatDateField', () => {
  it('prints one field named by CLDR pattern letters', () => {
    const f = (field: string, locale = 'en-US'): string | undefined => formatDateField(T, field, locale, 'America/New_York');
    expect(f('EEEE')).toBe('Wednesday');
    expect(f('MMM')).toBe('Feb');
    expect(f('yyyy')).toBe('2021');
    expect(f('yy')).toBe('21');
    expect(f('HH')).toBe('16');
    expect(f('a')).toBe('PM');
    expect(f('MMMM', 'de-DE')).toBe('Februar');
  });

  it('gives undefined for what is not one field', () => {
    expect(formatDateField(T, 'Q', 'en-US', 'UTC')).toBeUndefined();
    expect(formatDateField(T, 'yM', 'en-US', 'UTC')).toBeUndefined();
    expect(formatDateField(T, '', 'en-US', 'UTC')).toBeUndefined();
  });
});
