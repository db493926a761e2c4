import { describe, expect, it } from 'vitest';
import { datetimeOptions } from '../../../domain/i18n/datetime-options.js';
import { joinDateTime } from '../../../domain/i18n/date-time-glue.js';
import { formatDatetime, withContext } from '../../../domain/i18n/format-datetime.js';

const T = 1582571080000;
const f = (args: string[], locale = 'en-US'): string => formatDatetime(T, datetimeOptions(args), locale, 'America/New_York');

describe('datetimeOptions', () => {
  it('reads widths, skeletons, wrappers, context and calendar', () => {
    expect(datetimeOptions(['date:yMd', 'time:hm'])).toEqual({ skeleton: 'yMdhm' });
    expect(datetimeOptions(['date:medium', 'time:hm', 'wrap:full'])).toEqual({ date: 'medium', skeleton: 'hm', wrap: 'full' });
    expect(datetimeOptions(['full', 'context:begin-sentence', 'calendar:gregorian'])).toEqual({ datetime: 'full', context: 'begin-sentence', calendar: 'gregory' });
    expect(datetimeOptions(['date', 'calendar:bogus'])).toEqual({ date: 'short' });
  });
});

describe('formatDatetime', () => {
  it('defaults to the long date', () => {
    expect(f([])).toBe('February 24, 2020');
  });

  it('puts the narrow no-break space of the locale data before AM/PM', () => {
    expect(f(['short'])).toBe('2/24/20, 2:04\u202fPM');
    expect(f(['skeleton:Bh'])).toBe('2 in the afternoon');
  });

  it('wraps a date and a time with the asked width', () => {
    expect(f(['date:medium', 'time:hm', 'wrap:full'])).toBe('Feb 24, 2020 at 2:04\u202fPM');
    expect(joinDateTime('en-US', 'short', 'D', 'T')).toBe('D, T');
  });

  it('uses other calendars and capitalizes sentence starts', () => {
    expect(formatDatetime(1520751625000, datetimeOptions(['date:full', 'calendar:japanese']), 'ja', 'Asia/Tokyo')).toBe('平成30年3月11日日曜日');
    expect(withContext('in 2 hours', 'begin-sentence', 'en')).toBe('In 2 hours');
    expect(withContext('in 2 hours', 'standalone', 'en')).toBe('in 2 hours');
  });

  it('keeps the texts it made apart by zone, locale, width and instant', () => {
    const long = datetimeOptions(['date:long', 'time:short']);
    const seen = [
      formatDatetime(T, long, 'en-US', 'America/New_York'),
      formatDatetime(T, long, 'en-US', 'Asia/Tokyo'),
      formatDatetime(T, long, 'fr-FR', 'America/New_York'),
      formatDatetime(T, datetimeOptions(['date:short']), 'en-US', 'America/New_York'),
      formatDatetime(T + 86_400_000, long, 'en-US', 'America/New_York'),
    ];
    expect(seen).toEqual([
      'February 24, 2020 at 2:04\u202fPM',
      'February 25, 2020 at 4:04\u202fAM',
      '24 février 2020 à 14:04',
      '2/24/20',
      'February 25, 2020 at 2:04\u202fPM',
    ]);
    expect(formatDatetime(T, long, 'en-US', 'America/New_York')).toBe(seen[0]);
  });

  it('formats with frozen options (plans kept per locale and zone) as with the same options unfrozen', () => {
    const cases: [string[], string, string][] = [
      [['date:long', 'time:short'], 'en-US', 'America/New_York'],
      [['date:long', 'time:short'], 'fr-FR', 'Asia/Tokyo'],
      [['date:medium', 'time:hm', 'wrap:full'], 'en-US', 'UTC'],
      [['date:yMMMd', 'time:short'], 'de-DE', 'Europe/Berlin'],
      [['skeleton:Bh'], 'en-US', 'America/New_York'],
      [['date:full', 'calendar:japanese', 'context:begin-sentence'], 'ja', 'Asia/Tokyo'],
    ];
    for (const [args, locale, zone] of cases) {
      const frozen = Object.freeze(datetimeOptions(args));
      const expected = formatDatetime(T, datetimeOptions(args), locale, zone);
      for (let round = 0; round < 2; round++) expect(formatDatetime(T, frozen, locale, zone), `${args.join(' ')} ${locale} ${zone}`).toBe(expected);
      expect(formatDatetime(T + 3_600_000, frozen, locale, zone)).toBe(formatDatetime(T + 3_600_000, datetimeOptions(args), locale, zone));
    }
  });

  it('reports a time Intl cannot format every time, from kept plans too', () => {
    const frozen = Object.freeze(datetimeOptions(['date:long']));
    for (let round = 0; round < 2; round++) expect(() => formatDatetime(8.64e15 + 1, frozen, 'en-US', 'UTC')).toThrow(RangeError);
  });
});
