// The gallery (/gallery) and events (/events) pages as a visitor sees them.
import { describe, expect, it } from 'vitest';
import { renderRoute } from './helpers/demo-store.js';
import { blocks, visibleText } from './helpers/visible-text.js';

describe('gallery page', () => {
  const { html } = renderRoute({ page: 'gallery' });
  const items = blocks(html, '<li class="gallery-item"', '</li>');

  it('shows each image with its alt text, size, title and caption', () => {
    expect(visibleText(html)).toContain('Gallery The studio, the kiln and what comes out of it. 3 images');
    expect(items).toHaveLength(3);
    expect(items[0]).toContain('alt="A kiln with its door open, shelves full of pots"');
    expect(items[0]).toContain('width="600" height="400"');
    expect(items[2]).toContain('width="400" height="600"');
    expect(visibleText(items[1]!)).toBe('At the wheel Throwing mugs & bowls for the spring collection.');
    expect(items[1]).toContain('alt="Hands shaping clay on a potter\'s wheel"');
    // An empty caption leaves no empty caption element.
    expect(items[2]).not.toContain('image-description');
  });
});

describe('events page', () => {
  const { html } = renderRoute({ page: 'events' });
  const events = blocks(html, '<li class="event"', '</li>');

  it('shows each event with its local dates and place', () => {
    expect(events).toHaveLength(2);
    const first = visibleText(events[0]!);
    expect(first).toContain('Open Studio & Seconds Sale');
    expect(first).toContain('Saturday, April 11, 2026 at 10:00 AM to 2:00 PM EDT');
    expect(first).toContain('Fern & Finch Studio 12 Mill Lane Hudson, NY 12534 United States');
  });

  it('links each event to Google Calendar with its title, UTC dates and place', () => {
    const links = [...html.matchAll(/<a class="event-calendar" href="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
    expect(links).toHaveLength(2);
    const url = new URL(links[0]!);
    expect(url.origin + url.pathname).toBe('http://www.google.com/calendar/event');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe('Open Studio & Seconds Sale');
    expect(url.searchParams.get('dates')).toBe('20260411T140000Z/20260411T180000Z');
    expect(url.searchParams.get('location')).toBe('12 Mill Lane, Hudson, NY 12534, United States');
  });
});
