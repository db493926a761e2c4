import { describe, expect, it } from 'vitest';
import { CollectionType } from '../../../domain/enums/collection-type.js';

describe('CollectionType', () => {
  it('has the named collection types', () => {
    expect(CollectionType.byName).toEqual({ generic: 1, subscription: 2, 'template-page': 7, 'splash-page': 8, page: 10, products: 13 });
  });
});
