import type { Kysely, Selectable } from 'kysely';
import { StoreError } from './errors.js';
import { fixedQuery } from './fixed-query.js';
import { MAX_ENTRY_QUANTITY } from './limits.js';
import type { Database, VariantTable } from './schema.js';

export function assertQuantity(quantity: number, min: 0 | 1): void {
  if (!Number.isSafeInteger(quantity) || quantity < min || quantity > MAX_ENTRY_QUANTITY) {
    throw new StoreError('invalid-quantity', { quantity: String(quantity) });
  }
}

/**
 * The variant an add names. Without a sku, a product with a single variant means that variant.
 */
export async function resolveVariant(
  trx: Kysely<Database>,
  itemId: string,
  sku: string | null | undefined,
): Promise<Selectable<VariantTable>> {
  const candidates = sku == null ? await variantsOf.rows(trx, { itemId }) : await variantOfSku.rows(trx, { itemId, sku });
  const [only] = candidates;
  if (only && candidates.length === 1) return only;
  const product = await trx.selectFrom('products').select('id').where('id', '=', itemId).executeTakeFirst();
  if (!product) throw new StoreError('unknown-item', { itemId });
  throw new StoreError('unknown-variant', { itemId, sku: sku ?? '' });
}

/**
 * A cart never holds more of a variant than is in stock: what the cart already holds of it
 * (over all its entries, but `exceptEntryId`) plus `quantity` must not exceed the stock.
 */
export async function assertInStock(
  trx: Kysely<Database>,
  cartId: string,
  variant: Selectable<VariantTable>,
  quantity: number,
  exceptEntryId?: string,
): Promise<void> {
  if (variant.unlimited === 1) return;
  const row = await trx
    .selectFrom('cart_entries')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('quantity'), eb.lit(0)).as('held'))
    .where('cart_id', '=', cartId)
    .where('variant_id', '=', variant.id)
    .$if(exceptEntryId !== undefined, (q) => q.where('id', '!=', exceptEntryId ?? ''))
    .executeTakeFirstOrThrow();
  assertHeldInStock(variant, Number(row.held), quantity);
}

/** The stock rule when the cart's other entries already hold `held` of the variant. */
export function assertHeldInStock(variant: Selectable<VariantTable>, held: number, quantity: number): void {
  if (variant.unlimited === 1) return;
  if (held + quantity > variant.qty_in_stock) {
    throw new StoreError('out-of-stock', { sku: variant.sku, available: Math.max(0, variant.qty_in_stock - held) });
  }
}

const variantsOf = fixedQuery<{ itemId: string }, Selectable<VariantTable>>(['itemId'], (db, a) =>
  db.selectFrom('variants').selectAll().where('product_id', '=', a.itemId),
);

const variantOfSku = fixedQuery<{ itemId: string; sku: string }, Selectable<VariantTable>>(['itemId', 'sku'], (db, a) =>
  db.selectFrom('variants').selectAll().where('product_id', '=', a.itemId).where('sku', '=', a.sku),
);
