import type { Kysely, Selectable } from 'kysely';
import { cartTotals } from './cart-totals.js';
import type { CartEntrySource, CartSource } from '../../domain/commerce/cart-json.js';
import { fixedQuery } from './fixed-query.js';
import { parseAdditionalFields } from './json.js';
import type { CartTable, Database } from './schema.js';
import { entryMaxQuantity } from '../../domain/commerce/entry-limit.js';

/** A cart entry priced from the catalogue (domain/commerce/cart-json.ts), with the variant's stock. */
export interface CartEntryView extends CartEntrySource {
  /** The variant's stock as the catalogue has it now (`unlimited` beside it). */
  qtyInStock: number;
}

export interface CartView extends CartSource {
  visitorId: string | null;
  entries: CartEntryView[];
}

/** A cart with its entries priced from the catalogue and its totals. */
export async function loadCartView(db: Kysely<Database>, cart: Selectable<CartTable>): Promise<CartView> {
  const rows = await entryRows.rows(db, { cartId: cart.id });
  const heldOfVariant = new Map<string, number>();
  for (const r of rows) heldOfVariant.set(r.variant_id, (heldOfVariant.get(r.variant_id) ?? 0) + r.quantity);
  const entries = rows.map((r): CartEntryView => {
    const unlimited = r.unlimited === 1;
    const heldByOthers = (heldOfVariant.get(r.variant_id) ?? 0) - r.quantity;
    const purchasePriceCents = r.on_sale === 1 ? r.sale_price_cents : r.price_cents;
    return {
      id: r.id,
      itemId: r.product_id,
      variantId: r.variant_id,
      quantity: r.quantity,
      chosenVariant: { sku: r.sku, attributes: JSON.parse(r.attributes) as Record<string, string> },
      title: r.title,
      productType: r.product_type,
      unlimited,
      qtyInStock: r.qty_in_stock,
      maxQuantity: entryMaxQuantity({ unlimited, qtyInStock: r.qty_in_stock }, heldByOthers),
      productUrlId: r.url_id,
      productContent: parseContent(r.content),
      purchasePriceCents,
      subTotalCents: purchasePriceCents * r.quantity,
      additionalFields: parseAdditionalFields(r.additional_fields),
    };
  });
  return {
    id: cart.id,
    websiteId: cart.website_id,
    visitorId: cart.visitor_id,
    orderId: cart.order_id,
    created: cart.created_at,
    updated: cart.updated_at,
    isPurchased: cart.is_purchased === 1,
    entries,
    ...cartTotals(entries),
  };
}

function parseContent(content: string): unknown {
  try {
    return JSON.parse(content) as unknown;
  } catch {
    return {};
  }
}

/** The cart's entries with their variant and product, in the order they were added. */
const entryRows = fixedQuery(['cartId'], (db, a: { cartId: string }) =>
  db
    .selectFrom('cart_entries as e')
    .innerJoin('variants as v', 'v.id', 'e.variant_id')
    .innerJoin('products as p', 'p.id', 'e.product_id')
    .select([
      'e.id', 'e.product_id', 'e.variant_id', 'e.quantity', 'e.additional_fields',
      'v.sku', 'v.attributes', 'v.price_cents', 'v.sale_price_cents', 'v.on_sale', 'v.qty_in_stock', 'v.unlimited',
      'p.title', 'p.product_type', 'p.url_id', 'p.content',
    ])
    .where('e.cart_id', '=', a.cartId)
    .orderBy('e.position'),
);
