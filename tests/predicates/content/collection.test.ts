import { describe, expect, it } from 'vitest';
import { collection } from '../../../predicates/content/collection.js';
import { check } from '../../helpers/fake-scope.js';

describe('collection?', () => {
  it('holds when the node has a non-empty collection', () => {
    expect(check(collection, { collection: { id: 1 } })).toBe(true);
    expect(check(collection, { collection: {} })).toBe(false);
    expect(check(collection, {})).toBe(false);
  });
});
