import { describe, expect, it } from 'vitest';
import { showPastEvents } from '../../../predicates/content/show-past-events.js';
import { check } from '../../helpers/fake-scope.js';

describe('show-past-events?', () => {
  it('tests showPastOrUpcomingEvents is "past"', () => {
    expect(check(showPastEvents, { showPastOrUpcomingEvents: 'past' })).toBe(true);
    expect(check(showPastEvents, { showPastOrUpcomingEvents: 'upcoming' })).toBe(false);
    expect(check(showPastEvents, {})).toBe(false);
  });
});
