import { describe, expect, it } from 'vitest';
import { googleCalendarUrl } from '../../../formatters/social/google-calendar-url.js';
import { fakeScope, format } from '../../helpers/fake-scope.js';

describe('google-calendar-url', () => {
  it('builds the link of an event', () => {
    expect(format(googleCalendarUrl, { title: 'Talk', startDate: 1447783200000, endDate: 1447790400000 })).toBe(
      'http://www.google.com/calendar/event?action=TEMPLATE&text=Talk&dates=20151117T180000Z/20151117T200000Z',
    );
  });

  it('reports dates it cannot write and prints nothing', () => {
    const scope = fakeScope();
    expect(format(googleCalendarUrl, { startDate: 8.64e15 }, [], scope)).toBe('');
    expect(scope.errors.map((e) => e.code)).toEqual(['formatter-failed']);
  });
});
