// The item editor's rules as the server applies them: a blog post carries its main image and alt
// text, an event may not end before it starts, a map point needs both coordinates, tags and
// categories keep their lengths, and a collection keeps at most 10,000 categories.
import { describe, expect, it } from 'vitest';
import { itemFieldsOf, itemSchema } from '../../../../domain/admin/content/item.js';
import { distinctCategories, tooManyCategories } from '../../../../domain/admin/content/category-count.js';
import { CATEGORIES_PER_COLLECTION_MAX, MESSAGES } from '../../../../domain/admin/content/limits.js';
import { gallerySaveSchema } from '../../../../domain/admin/gallery.js';

const base = { title: 'A post', urlId: '', tags: [], categories: [] };
const issues = (value: unknown) => {
  const result = itemSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
};

describe('item fields by collection type', () => {
  it('gives a blog post its main image and alt text, an event its dates and place', () => {
    expect([...itemFieldsOf('blog')]).toEqual(expect.arrayContaining(['assetUrl', 'altText', 'excerpt', 'author', 'publishOn']));
    expect([...itemFieldsOf('events')]).toEqual(expect.arrayContaining(['startDate', 'endDate', 'location']));
    expect(itemFieldsOf('events').has('assetUrl')).toBe(false);
  });
});

describe('the item schema', () => {
  it('accepts a post with an uploaded main image', () => {
    expect(issues({ ...base, assetUrl: '/media/abc123/mug.png', altText: 'A green mug' })).toEqual([]);
  });

  it('refuses alt text without an image, naming the image', () => {
    expect(issues({ ...base, altText: 'A green mug' })).toEqual([{ path: 'assetUrl', message: MESSAGES.altWithoutImage }]);
  });

  it('refuses an image address that is not a URL or a site path', () => {
    expect(issues({ ...base, assetUrl: 'javascript:alert(1)' })).toEqual([{ path: 'assetUrl', message: 'javascript:alert(1) is not a valid page URL.' }]);
  });

  it('lets an event end when it starts but not before', () => {
    expect(issues({ ...base, startDate: 1_000, endDate: 1_000 })).toEqual([]);
    expect(issues({ ...base, startDate: 2_000, endDate: 1_000 })).toEqual([{ path: 'endDate', message: 'The event cannot end before it starts.' }]);
  });

  it('needs both map coordinates or neither', () => {
    expect(issues({ ...base, location: { addressLine1: '1 Kiln Lane' } })).toEqual([]);
    expect(issues({ ...base, location: { mapLat: 51.5, mapLng: -0.1 } })).toEqual([]);
    expect(issues({ ...base, location: { mapLat: 51.5 } })).toEqual([{ path: 'location.mapLng', message: MESSAGES.mapPoint }]);
    expect(issues({ ...base, location: { mapLat: 91, mapLng: 0 } })).toEqual([{ path: 'location.mapLat', message: 'The latitude must be between -90 and 90.' }]);
  });

  it('keeps tags to 50 characters and categories to 25, each once', () => {
    expect(issues({ ...base, tags: ['t'.repeat(50)], categories: ['c'.repeat(25)] })).toEqual([]);
    expect(issues({ ...base, tags: ['t'.repeat(51)] })).toEqual([{ path: 'tags.0', message: 'A tag may be at most 50 characters.' }]);
    expect(issues({ ...base, categories: ['c'.repeat(26)] })).toEqual([{ path: 'categories.0', message: 'A category may be at most 25 characters.' }]);
    expect(issues({ ...base, tags: ['Glaze', 'glaze'] })).toEqual([{ path: 'tags.1', message: 'This tag already exists.' }]);
  });
});

describe('categories per collection', () => {
  const itemsWith = (count: number, offset = 0) => Array.from({ length: count }, (_, i) => ({ categories: [`cat ${String(i + offset)}`] }));

  it('counts distinct categories whatever their letter case', () => {
    expect(distinctCategories([{ categories: ['Studio', 'studio '] }, { categories: ['Kitchen'] }, { title: 'none' }])).toBe(2);
  });

  it('allows 10,000 and refuses the save that adds the 10,001st', () => {
    const full = itemsWith(CATEGORIES_PER_COLLECTION_MAX);
    expect(tooManyCategories([], full)).toBe(false);
    expect(tooManyCategories(full, [...full, { categories: ['one more'] }])).toBe(true);
    expect(MESSAGES.categoryCount).toBe('A collection may have at most 10,000 categories.');
  });

  it('never refuses a save that adds no category to a collection already past the limit', () => {
    const over = itemsWith(CATEGORIES_PER_COLLECTION_MAX + 1);
    expect(tooManyCategories(over, [...over, { categories: ['cat 0'] }])).toBe(false);
  });
});

describe('images in a gallery (a user-orderable collection)', () => {
  it('keeps 250 and refuses the 251st with the collection limit message', () => {
    const images = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `img-${String(i)}`, title: `Image ${String(i)}`, description: '', altText: '' }));
    const body = (n: number) => ({ expectedVersion: 1, settings: {}, images: images(n) });
    const at = (n: number) => gallerySaveSchema.safeParse(body(n)).error?.issues.filter((i) => i.path[0] === 'images').map((i) => i.message) ?? [];
    expect(at(250)).toEqual([]);
    expect(at(251)).toEqual(['A collection may hold at most 250 items.']);
  });
});
