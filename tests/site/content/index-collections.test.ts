// An index's list template receives its child collections (`collection.collections`), each with
// its items; a collection is a child by naming the index in `parentId`; other types get nothing new.
import { describe, expect, it } from 'vitest';
import { withIndexCollections } from '../../../site/content/index-collections.js';
import type { CollectionRecord, SiteContent } from '../../../site/content/types.js';

const record = (id: string, typeName: string, extra: Record<string, unknown> = {}, items: string[] = []): CollectionRecord => ({
  collection: { id, urlId: id, title: id, typeName, fullUrl: `/${id}`, categories: [], tags: [], ...extra },
  items: items.map((item) => ({ id: item, title: item, urlId: item, fullUrl: `/${id}/${item}`, collectionId: id })),
});

const work = record('work', 'index');
const pools = record('pools', 'gallery', { parentId: 'work' }, ['a', 'b']);
const lofts = record('lofts', 'blog', { parentId: 'work' }, ['c']);
const loose = record('loose', 'blog', {}, ['d']);
const content: SiteContent = { website: {}, navigation: {}, collections: [work, pools, loose, lofts], pages: [] };

describe('withIndexCollections', () => {
  it("gives an index its children in the content's order, each with its items", () => {
    const collections = withIndexCollections(work, content)['collections'] as { id: string; items: { id: string }[] }[];
    expect(collections.map((c) => [c.id, c.items.map((i) => i.id)])).toEqual([['pools', ['a', 'b']], ['lofts', ['c']]]);
  });

  it('gives an index with no children an empty list, and other collections nothing', () => {
    expect(withIndexCollections(record('empty', 'index'), content)['collections']).toEqual([]);
    expect(withIndexCollections(pools, content)).not.toHaveProperty('collections');
  });
});
