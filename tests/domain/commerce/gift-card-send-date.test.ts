// Regression: a gift card's chosen send date was read as the day's start in UTC, so a card for
// 24 December in New York went out at 19:00 on the 23rd. It now starts the day where the store is.
import { describe, expect, it } from 'vitest';
import { giftCardSendAt, zonedDayStart } from '../../../domain/commerce/gift-card.js';

describe('gift card send date in the store time zone, not UTC', () => {
  it('starts the chosen day at midnight where the store is', () => {
    expect(new Date(zonedDayStart('2026-12-24', 'America/New_York')!).toISOString()).toBe('2026-12-24T05:00:00.000Z');
    expect(new Date(zonedDayStart('2026-12-24', 'Europe/Paris')!).toISOString()).toBe('2026-12-23T23:00:00.000Z');
    expect(new Date(zonedDayStart('2026-12-24', 'UTC')!).toISOString()).toBe('2026-12-24T00:00:00.000Z');
  });

  it('takes the offset of that day across a change of clocks', () => {
    // New York moves to summer time at 02:00 on 8 March 2026: that midnight is still winter time.
    expect(new Date(zonedDayStart('2026-03-08', 'America/New_York')!).toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(new Date(zonedDayStart('2026-03-09', 'America/New_York')!).toISOString()).toBe('2026-03-09T04:00:00.000Z');
  });

  it('sends at once without a date, for a day already begun, or for a date that is not one', () => {
    const now = Date.parse('2026-12-24T12:00:00Z');
    expect(giftCardSendAt(null, now, 'America/New_York')).toBe(now);
    expect(giftCardSendAt('2026-12-24', now, 'America/New_York')).toBe(now);
    expect(giftCardSendAt('2026-02-30', now, 'America/New_York')).toBe(now);
    expect(giftCardSendAt('2026-12-25', now, 'America/New_York')).toBe(Date.parse('2026-12-25T05:00:00Z'));
  });
});
