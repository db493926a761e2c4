import { describe, expect, it } from 'vitest';
import { formatInterval, intervalSkeleton } from '../../../domain/i18n/format-interval.js';

const S = 1582663910000;
const E = 1583763910000;
const NY = 'America/New_York';

describe('formatInterval', () => {
  it('reads the skeleton from a bare argument or skeleton:', () => {
    expect(intervalSkeleton(['yMMMd'])).toBe('yMMMd');
    expect(intervalSkeleton(['skeleton:hm', 'context:begin-sentence'])).toBe('hm');
    expect(intervalSkeleton(['date'])).toBeUndefined();
  });

  it('shows dates for different days and times within a day', () => {
    expect(formatInterval(S, E, undefined, 'en-US', NY)).toBe('Feb 25\u2009–\u2009Mar 9, 2020');
    expect(formatInterval(1525604400000, 1525626000000, undefined, 'en-US', NY)).toBe('7:00\u202fAM\u2009–\u20091:00\u202fPM');
  });

  it('adds times to weekday-only skeletons', () => {
    expect(formatInterval(S, E, 'EEE', 'en-US', NY)).toBe('Tue, 3:51\u202fPM\u2009–\u2009Mon, 10:25\u202fAM');
    expect(formatInterval(S, E, 'yMMMMdEEEE', 'en-US', NY)).toBe('Tuesday, February 25\u2009–\u2009Monday, March 9, 2020');
  });
});
