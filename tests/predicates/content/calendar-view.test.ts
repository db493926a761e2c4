import { describe, expect, it } from 'vitest';
import { calendarView } from '../../../predicates/content/calendar-view.js';
import { check, fakeScope } from '../../helpers/fake-scope.js';

describe('calendar-view?', () => {
  it('is on for true, "true" and non-zero whole numbers', () => {
    for (const value of [true, 'true', 1, -2]) expect(check(calendarView, { calendarView: value })).toBe(true);
    for (const value of [false, 'yes', 0, 1.5, null, undefined]) expect(check(calendarView, { calendarView: value })).toBe(false);
  });

  it('looks calendarView up the scopes', () => {
    expect(check(calendarView, {}, [], fakeScope({ data: { calendarView: true }, node: {} }))).toBe(true);
  });
});
