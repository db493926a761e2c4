import type { Kysely } from 'kysely';
import type { Database } from './schema.js';
import { productsFromContent, type SeedProduct } from './seed-content.js';
import type { Store } from './store.js';
import { writeTransaction } from './transaction.js';
import { variantColumns } from './variant-columns.js';

type Trx = Kysely<Database>;

/** Removes what points at variants or products going away: cart entries and restock sign-ups (orders keep their own lines). */
async function release(trx: Trx, column: 'variant_id' | 'product_id', ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await trx.deleteFrom('cart_entries').where(column, 'in', [...ids]).execute();
  await trx.deleteFrom('restock_signups').where(column, 'in', [...ids]).execute();
}

function productValues(p: SeedProduct, position: number) {
  return {
    url_id: p.urlId,
    title: p.title,
    product_type: p.productType,
    is_subscribable: p.isSubscribable ? (1 as const) : (0 as const),
    additional_fields_form_id: p.additionalFieldsFormId,
    content: JSON.stringify(p.content),
    position,
  };
}

/**
 * Development mode: the catalogue becomes what the site's content says, in one transaction —
 * products and variants kept by id and rewritten (title, URL, content, prices, stock; version + 1
 * for each product), new ones added, those the content no longer has removed with the cart
 * entries and restock sign-ups pointing at them. URLs and SKUs may move between products.
 * Answers how many products were written and removed.
 */
export async function replaceCatalogue(store: Store, content: unknown): Promise<{ written: number; removed: number }> {
  const products = productsFromContent(content);
  const wanted = new Set(products.map((p) => p.id));
  const wantedVariants = new Set(products.flatMap((p) => p.variants.map((v) => v.id)));
  const now = Date.now();
  return writeTransaction(store, async (trx) => {
    const stored = await trx.selectFrom('products').select(['id', 'version']).execute();
    const gone = stored.filter((row) => !wanted.has(row.id)).map((row) => row.id);
    await release(trx, 'product_id', gone);
    if (gone.length > 0) {
      await trx.deleteFrom('variants').where('product_id', 'in', gone).execute();
      await trx.deleteFrom('products').where('id', 'in', gone).execute();
    }
    const variants = await trx.selectFrom('variants').select(['id', 'product_id']).execute();
    const goneVariants = variants.filter((v) => !wantedVariants.has(v.id)).map((v) => v.id);
    await release(trx, 'variant_id', goneVariants);
    if (goneVariants.length > 0) await trx.deleteFrom('variants').where('id', 'in', goneVariants).execute();
    // URLs and SKUs are unique: free every kept one before writing the new values.
    for (const v of variants.filter((row) => wantedVariants.has(row.id))) {
      await trx.updateTable('variants').set({ sku: `~moving~${v.id}` }).where('id', '=', v.id).execute();
    }
    const versions = new Map(stored.filter((row) => wanted.has(row.id)).map((row) => [row.id, row.version]));
    for (const id of versions.keys()) await trx.updateTable('products').set({ url_id: `~moving~${id}` }).where('id', '=', id).execute();
    const keptVariants = new Map(variants.filter((row) => wantedVariants.has(row.id)).map((row) => [row.id, row.product_id]));
    for (const [position, p] of products.entries()) {
      const version = versions.get(p.id);
      if (version === undefined) {
        await trx.insertInto('products').values({ id: p.id, ...productValues(p, position), created_at: now }).execute();
      } else {
        await trx.updateTable('products').set({ ...productValues(p, position), version: version + 1 }).where('id', '=', p.id).execute();
      }
      for (const [at, v] of p.variants.entries()) {
        if (keptVariants.has(v.id)) await trx.updateTable('variants').set(variantColumns(v, p.id, at)).where('id', '=', v.id).execute();
        else await trx.insertInto('variants').values({ id: v.id, ...variantColumns(v, p.id, at) }).execute();
      }
    }
    return { written: products.length, removed: gone.length };
  });
}
