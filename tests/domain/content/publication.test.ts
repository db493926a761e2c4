// Scheduled publishing: a post waits until its publish date; the next release is the first time after now.
import { describe, expect, it } from 'vitest';
import { isPublished, nextRelease, publicationTimes } from '../../../domain/content/publication.js';

describe('scheduled publishing', () => {
  it('shows an item without a publish date, and one whose date has come', () => {
    expect(isPublished({ title: 'x' }, 100)).toBe(true);
    expect(isPublished({ publishOn: 100 }, 100)).toBe(true);
    expect(isPublished({ publishOn: 101 }, 100)).toBe(false);
    expect(isPublished({ publishOn: 'tomorrow' }, 100)).toBe(true);
  });

  it('lists publication times once, ascending, and finds the next one after now', () => {
    const times = publicationTimes([{ publishOn: 300 }, { publishOn: 100 }, { publishOn: 300 }, { title: 'undated' }, null, { publishOn: 200 }]);
    expect(times).toEqual([100, 200, 300]);
    expect(nextRelease(times, 0)).toBe(100);
    expect(nextRelease(times, 100)).toBe(200);
    expect(nextRelease(times, 250)).toBe(300);
    expect(nextRelease(times, 300)).toBeUndefined();
    expect(nextRelease([], 0)).toBeUndefined();
  });
});
