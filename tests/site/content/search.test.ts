import { describe, expect, it } from 'vitest';
import { search, searchContext } from '../../../site/content/search.js';
import type { SiteContent } from '../../../site/content/types.js';
import { loadFixture } from './load.js';

const blog = loadFixture('blog-gallery');
const urls = (query: string, content: SiteContent = blog): string[] => search(query, content).items.map((item) => String(item['fullUrl']));

describe('search', () => {
  it.each([
    ['kestrel', ['/journal/kestrel']],
    ['KESTREL', ['/journal/kestrel']],
    ['marsh', ['/journal/first-frost']],
    ['patient', ['/journal/heron']],
    ['white at dawn & the', ['/journal/first-frost']],
    ['strong', []],
    ['lantern', []],
    ['estuary', ['/about']],
    ['who keeps', ['/about']],
    ['colophon', ['/colophon']],
    ['reeds', ['/journal/first-frost', '/pictures/reeds']],
    ['café', ['/journal/cafe-notes-part-2']],
    ['', []],
    ['   ', []],
    ['nothing like this', []],
  ])('"%s" finds %j', (query, found) => {
    expect(urls(query)).toEqual(found);
  });

  it('gives each result its title, URL, excerpt and collection', () => {
    expect(search('heron', blog).items[0]).toEqual({
      id: 'post-5',
      title: 'The heron at the sluice',
      fullUrl: '/journal/heron',
      excerpt: 'The heron at the sluice.',
      collection: { id: 'col-journal', title: 'Notebook', fullUrl: '/journal', typeName: 'blog' },
    });
    expect(search('estuary', blog).items[0]).toMatchObject({
      title: 'About us',
      excerpt: 'Who keeps this notebook.',
      collection: { id: 'page-about', fullUrl: '/about', typeName: 'page' },
    });
  });

  it('caps results at 50 and counts them all', () => {
    const journal = blog.collections[0]!;
    const items = Array.from({ length: 70 }, (_, at) => ({ ...journal.items[0]!, id: `p${at}`, urlId: `p${at}`, fullUrl: `/journal/p${at}` }));
    const result = search('frost', { ...blog, collections: [{ ...journal, items }] });
    expect(result.items).toHaveLength(50);
    expect(result.total).toBe(70);
  });

  it('keeps at most 200 characters of the query', () => {
    expect(search(`  ${'a'.repeat(250)}  `, blog).query).toBe('a'.repeat(200));
  });

  it('search context: page type 102 and the search', () => {
    const context = searchContext('tide', blog);
    expect(context).toMatchObject({ pageType: 102, website: blog.website, navigation: blog.navigation, localizedStrings: {} });
    expect(context['search']).toMatchObject({ query: 'tide', total: 1, items: [{ fullUrl: '/journal/spring-tide' }] });
  });
});
