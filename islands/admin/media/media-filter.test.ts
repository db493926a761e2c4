import { describe, expect, it } from 'vitest';
import { filterOf, kindFromSearch, mediaHref } from './media-filter.js';

describe('the Media screen kind filter', () => {
  it('reads the kind from the query and writes it back', () => {
    expect(kindFromSearch('?kind=audio')).toBe('audio');
    expect(kindFromSearch('?kind=image&x=1')).toBe('image');
    expect(mediaHref('audio')).toBe('/admin/media?kind=audio');
    expect(mediaHref(undefined)).toBe('/admin/media');
  });

  it('shows every kind for no kind or one it does not know', () => {
    for (const search of ['', '?kind=', '?kind=video', '?kind=AUDIO', '?kind=__proto__']) expect(kindFromSearch(search)).toBeUndefined();
    expect(filterOf(undefined).label).toBe('All');
  });
});
