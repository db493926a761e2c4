import { describe, expect, it } from 'vitest';
import { filterOf, kindFromSearch, mediaHref, mediaQuery, textFromSearch } from './media-filter.js';

describe('the Media screen kind filter', () => {
  it('reads the kind from the query and writes it back', () => {
    expect(kindFromSearch('?kind=audio')).toBe('audio');
    expect(kindFromSearch('?kind=image&x=1')).toBe('image');
    expect(mediaHref('audio')).toBe('/admin/media?kind=audio');
    expect(mediaHref(undefined)).toBe('/admin/media');
  });

  it('reads the search from the query and writes it back beside the kind', () => {
    expect(textFromSearch('?q=kiln')).toBe('kiln');
    expect(textFromSearch('?kind=audio&q=%20Blue%20Glaze%20')).toBe('Blue Glaze');
    expect(textFromSearch('?q=a%26b%3Dc')).toBe('a&b=c');
    expect(textFromSearch('')).toBe('');
    expect(textFromSearch(`?q=${'x'.repeat(150)}`)).toHaveLength(100);
    expect(mediaHref('image', 'kiln')).toBe('/admin/media?kind=image&q=kiln');
    expect(mediaHref(undefined, ' a&b ')).toBe('/admin/media?q=a%26b');
    expect(mediaHref('audio', '   ')).toBe('/admin/media?kind=audio');
    expect(mediaQuery(undefined, '')).toBe('');
    expect(textFromSearch(mediaQuery(undefined, 'Blue Glaze'))).toBe('Blue Glaze');
  });

  it('shows every kind for no kind or one it does not know', () => {
    for (const search of ['', '?kind=', '?kind=video', '?kind=AUDIO', '?kind=__proto__']) expect(kindFromSearch(search)).toBeUndefined();
    expect(filterOf(undefined).label).toBe('All');
  });
});
