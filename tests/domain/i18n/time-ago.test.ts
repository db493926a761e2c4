import { describe, expect, it } from 'vitest';
import { timeAgo } from '../../../domain/i18n/time-ago.js';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('timeAgo', () => {
  it.each([
    [0, 'less than a minute ago'],
    [59_999, 'less than a minute ago'],
    [MIN, 'about a minute ago'],
    [5 * MIN, 'about 5 minutes ago'],
    [HOUR, 'about an hour ago'],
    [23 * HOUR, 'about 23 hours ago'],
    [DAY, 'about a day ago'],
    [6 * DAY, 'about 6 days ago'],
    [7 * DAY, 'about a week ago'],
    [29 * DAY, 'about 4 weeks ago'],
    [30 * DAY, 'about a month ago'],
    [364 * DAY, 'about 12 months ago'],
    [365 * DAY, 'about a year ago'],
    [25_866 * DAY, 'about 70 years ago'],
    [-5 * DAY, 'less than a minute ago'],
  ])('%d ms → %s', (delta, text) => {
    expect(timeAgo(delta)).toBe(text);
  });
});
