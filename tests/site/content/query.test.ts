import { describe, expect, it } from 'vitest';
import { runQuery, type QueryOptions } from '../../../site/content/query.js';
import type { SiteContent } from '../../../site/content/types.js';
import { loadFixture } from './load.js';

const blog = loadFixture('blog-gallery');

const urlIds = (options: QueryOptions, content: SiteContent = blog): string[] => runQuery(options, content).items.map((item) => item.urlId);

describe('<squarespace:query>', () => {
  it.each<[string, QueryOptions, string[]]>([
    ['by urlId', { collection: 'pictures' }, ['reeds', 'sluice']],
    ['by id', { collection: 'col-pictures' }, ['reeds', 'sluice']],
    ['a limit', { collection: 'journal', limit: 2 }, ['first-frost', 'kestrel']],
    ['a limit written as text', { collection: 'journal', limit: '3' }, ['first-frost', 'kestrel', 'lighthouse-walk']],
    ['a category', { collection: 'journal', category: 'Birds' }, ['kestrel', 'heron']],
    ['a tag and a limit', { collection: 'journal', tag: 'coast', limit: 2 }, ['lighthouse-walk', 'spring-tide']],
    ['featured items', { collection: 'journal', featured: true }, ['kestrel', 'cafe-notes-part-2']],
    ['featured written as text', { collection: 'journal', featured: 'true', category: 'Walks' }, ['cafe-notes-part-2']],
    ['featured false', { collection: 'journal', featured: 'false', limit: 1 }, ['first-frost']],
    ['an unknown collection', { collection: 'nope' }, []],
    ['a prototype name', { collection: '__proto__' }, []],
    ['constructor', { collection: 'constructor' }, []],
  ])('%s', (_name, options, expected) => {
    expect(urlIds(options)).toEqual(expected);
  });

  it('returns the collection with the items, and nothing else for an unknown one', () => {
    expect(runQuery({ collection: 'journal', limit: 1 }, blog).collection).toMatchObject({ id: 'col-journal', fullUrl: '/journal' });
    expect(runQuery({ collection: 'nope' }, blog)).toEqual({ items: [] });
  });

  describe('limits', () => {
    const journal = blog.collections[0]!;
    const items = Array.from({ length: 150 }, (_, at) => ({ ...journal.items[0]!, id: `p${at}`, urlId: `p${at}`, fullUrl: `/journal/p${at}` }));
    const big: SiteContent = { ...blog, collections: [{ ...journal, items }] };
    it.each<[QueryOptions['limit'], number]>([
      [undefined, 10],
      [25, 25],
      [500, 100],
      ['500', 100],
      [0, 10],
      [-4, 10],
      [2.5, 10],
      ['ten', 10],
    ])('limit %j gives %i items', (limit, count) => {
      expect(runQuery({ collection: 'journal', limit }, big).items).toHaveLength(count);
    });
  });
});
