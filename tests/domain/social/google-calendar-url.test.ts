import { describe, expect, it } from 'vitest';
import { googleCalendarUrl, locationText } from '../../../domain/social/google-calendar-url.js';

const BASE = 'http://www.google.com/calendar/event?action=TEMPLATE';

describe('googleCalendarUrl', () => {
  it('carries the title, the dates and the location', () => {
    const event = {
      title: 'Fun & games',
      startDate: 1447783200000,
      endDate: 1447790400000,
      location: { addressLine1: '1 Main St', addressCountry: 'US' },
    };
    expect(googleCalendarUrl(event)).toBe(
      `${BASE}&text=Fun%20%26%20games&dates=20151117T180000Z/20151117T200000Z&location=1%20Main%20St%2C%20US`,
    );
  });

  it('encodes the title as UTF-8', () => {
    expect(googleCalendarUrl({ title: 'Café' })).toBe(`${BASE}&text=Caf%C3%A9&dates=19700101T000000Z/19700101T000000Z`);
  });

  it('leaves the location out when it is empty', () => {
    expect(googleCalendarUrl({ title: 'x', location: { addressLine1: '  ' } })).not.toContain('location=');
  });

  it('is undefined when a date cannot be written', () => {
    expect(googleCalendarUrl({ startDate: 8.64e15 })).toBeUndefined();
  });
});

describe('locationText', () => {
  it('joins the trimmed, non-empty parts', () => {
    expect(locationText({ addressLine1: ' a ', addressLine2: '', addressCountry: 'c' })).toBe('a, c');
    expect(locationText({})).toBe('');
  });
});
