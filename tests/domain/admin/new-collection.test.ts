// A new collection is checked with the spec's editor messages before it is sent and on the server.
import { describe, expect, it } from 'vitest';
import { newCollectionSchema } from '../../../domain/admin/content/collection.js';
import { fieldErrors } from '../../../domain/admin/content/issues.js';

const errors = (value: unknown) => {
  const result = newCollectionSchema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error);
};

describe('newCollectionSchema', () => {
  it('takes a title, a URL segment and a kind', () => {
    expect(newCollectionSchema.parse({ title: ' News ', urlId: 'news', typeName: 'blog' })).toEqual({ title: 'News', urlId: 'news', typeName: 'blog' });
  });

  it.each([
    ['a slash', 'a/b', 'a/b is not a valid page URL.'],
    ['a space', 'my news', 'my news is not a valid page URL.'],
    ['a URL the platform serves', 'cart', 'cart is not a valid page URL.'],
    ['nothing', '', ' is not a valid page URL.'],
  ])('refuses a URL with %s', (_label, urlId, message) => {
    expect(errors({ title: 'News', urlId, typeName: 'blog' })).toEqual({ urlId: message });
  });

  it('refuses a URL longer than 2083 characters with its slash, and takes one of exactly 2083', () => {
    expect(errors({ title: 'News', urlId: 'a'.repeat(2083), typeName: 'blog' })).toEqual({ urlId: 'URLs may be at most 2083 characters.' });
    expect(errors({ title: 'News', urlId: 'a'.repeat(2082), typeName: 'blog' })).toEqual({});
  });

  it('asks for a title and a kind', () => {
    expect(errors({ title: ' ', urlId: 'news', typeName: '' })).toEqual({ title: 'Please enter a title.', typeName: 'Please choose a kind of collection.' });
    expect(errors({ title: 'News', urlId: 'news', typeName: 'Blog!' })).toEqual({ typeName: 'Blog! is not one of the expected options.' });
  });
});
