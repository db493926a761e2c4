import { productsFromContent } from './seed-content.js';
import type { Store } from './store.js';
import { writeTransaction } from './transaction.js';
import { variantColumns } from './variant-columns.js';

/**
 * Fills an empty catalogue from the site's content (once: a store that already has products
 * is left alone). Returns how many products were written.
 */
export async function seedCatalogue(store: Store, content: unknown): Promise<number> {
  const products = productsFromContent(content);
  const now = Date.now();
  return writeTransaction(store, async (trx) => {
    const existing = await trx.selectFrom('products').select('id').limit(1).executeTakeFirst();
    if (existing) return 0;
    let written = 0;
    for (const [position, p] of products.entries()) {
      const inserted = await trx
        .insertInto('products')
        .values({
          id: p.id,
          url_id: p.urlId,
          title: p.title,
          product_type: p.productType,
          is_subscribable: p.isSubscribable ? 1 : 0,
          additional_fields_form_id: p.additionalFieldsFormId,
          content: JSON.stringify(p.content),
          position,
          created_at: now,
        })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) continue;
      written += 1;
      await trx
        .insertInto('variants')
        .values(
          p.variants.map((v, i) => ({ id: v.id, ...variantColumns(v, p.id, i) })),
        )
        .execute();
    }
    return written;
  });
}
