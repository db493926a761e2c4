import { describe, expect, it } from 'vitest';
import { collection } from '../../../predicates/content/collection.js';
import { collectionPage } from '../../../predicates/content/collection-page.js';
import { check } from '../../helpers/fake-scope.js';

describe('collection-page?', () => {
  it('tests collection.type is page (10)', () => {
    expect(check(collectionPage, { collection: { type: 10 } })).toBe(true);
    expect(check(collectionPage, { collection: { type: 7 } })).toBe(false);
    expect(check(collectionPage, { type: 10 })).toBe(false);
  });
});
