import { describe, expect, it } from 'vitest';
import { CollectionView } from '../../../domain/enums/collection-view.js';

describe('CollectionView', () => {
  it('has the collection views', () => {
    expect(CollectionView.names).toEqual(['list', 'grid', 'product']);
  });
});
