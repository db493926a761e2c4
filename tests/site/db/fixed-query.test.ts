import { describe, expect, it } from 'vitest';
import { fixedQuery } from '../../../site/db/fixed-query.js';
import { useSeededStore } from './seeded-store.js';

const temp = useSeededStore();

const skusOf = fixedQuery(['productId', 'minStock'], (db, a: { productId: string; minStock: number }) =>
  db.selectFrom('variants').select('sku').where('product_id', '=', a.productId).where('qty_in_stock', '>=', a.minStock).orderBy('sku'),
);

describe('fixed queries', () => {
  it('answer each run from its own arguments', async () => {
    expect(await skusOf.rows(temp.store.db, { productId: 'tee', minStock: 0 })).toEqual([{ sku: 'TEE-M' }, { sku: 'TEE-S' }]);
    expect(await skusOf.rows(temp.store.db, { productId: 'tee', minStock: 1 })).toEqual([{ sku: 'TEE-S' }]);
    expect(await skusOf.first(temp.store.db, { productId: 'no-such-item', minStock: 0 })).toBeUndefined();
  });

  it('keep values the builder fixed', async () => {
    const onSale = fixedQuery(['productId'], (db, a: { productId: string }) =>
      db.selectFrom('variants').select('sku').where('product_id', '=', a.productId).where('on_sale', '=', 1),
    );
    expect(await onSale.rows(temp.store.db, { productId: 'tee' })).toEqual([{ sku: 'TEE-S' }]);
  });

  it('refuse an argument the query does not use', async () => {
    const unused = fixedQuery(['productId', 'sku'], (db, a: { productId: string; sku: string }) =>
      db.selectFrom('variants').select('sku').where('product_id', '=', a.productId),
    );
    await expect(unused.rows(temp.store.db, { productId: 'tee', sku: 'TEE-S' })).rejects.toThrow('argument sku is not a parameter');
  });
});
