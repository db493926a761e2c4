import { describe, expect, it } from 'vitest';
import { collection } from '../../../predicates/content/collection.js';
import { collectionTemplatePage } from '../../../predicates/content/collection-template-page.js';
import { check } from '../../helpers/fake-scope.js';

describe('collection-template-page?', () => {
  it('tests the collection type, or the node type without a collection', () => {
    expect(check(collectionTemplatePage, { collection: { type: 7 } })).toBe(true);
    expect(check(collectionTemplatePage, { type: 7 })).toBe(true);
    expect(check(collectionTemplatePage, { collection: { foo: 1 }, type: 7 })).toBe(false);
    expect(check(collectionTemplatePage, { collection: { type: 6 } })).toBe(false);
    expect(check(collectionTemplatePage, {})).toBe(false);
  });
});
