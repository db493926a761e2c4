import { describe, expect, it } from 'vitest';
import { hasDateFields, hasTimeFields, skeletonOptions } from '../../../domain/i18n/skeleton.js';

describe('skeletonOptions', () => {
  it('maps CLDR skeleton fields to Intl options', () => {
    expect(skeletonOptions('yMMMEEEd')).toEqual({ year: 'numeric', month: 'short', weekday: 'short', day: 'numeric' });
    expect(skeletonOptions('yMMMMdEEEE')).toEqual({ year: 'numeric', month: 'long', day: 'numeric', weekday: 'long' });
    expect(skeletonOptions('Hms')).toEqual({ hour: 'numeric', hourCycle: 'h23', minute: 'numeric', second: 'numeric' });
    expect(skeletonOptions('Bh')).toEqual({ dayPeriod: 'short', hour: 'numeric', hour12: true });
    expect(skeletonOptions('yyMMddzzzz')).toEqual({ year: '2-digit', month: '2-digit', day: '2-digit', timeZoneName: 'long' });
  });

  it('ignores letters it does not know and tells dates from times', () => {
    expect(skeletonOptions('Qqw')).toEqual({});
    expect(hasDateFields(skeletonOptions('EEE'))).toBe(false);
    expect(hasTimeFields(skeletonOptions('hm'))).toBe(true);
  });
});
