import type { Kysely, Selectable } from 'kysely';
import { cartTotals } from './cart-totals.js';
import type { CartEntrySource, CartSource } from '../../domain/commerce/cart-json.js';
import { fixedQuery } from './fixed-query.js';
import { parseAdditionalFields } from './json.js';
import type { CartTable, Database } from './schema.js';
import { entryMaxQuantity } from '../../domain/commerce/entry-limit.js';
import type { DiscountCode } from '../../domain/commerce/discount-code.js';
import type { ShippingLocation } from '../../domain/commerce/cart-pricing.js';
import { findDiscountCode } from './discount-codes.js';

/** A cart entry priced from the catalogue (domain/commerce/cart-json.ts), with the variant's stock. */
export interface CartEntryView extends CartEntrySource {
  /** The variant's stock as the catalogue has it now (`unlimited` beside it). */
  qtyInStock: number;
  /** One unit's weight in grams (0 when not set). */
  weightGrams: number;
}

export interface CartView extends CartSource {
  visitorId: string | null;
  entries: CartEntryView[];
  /** The discount code typed in the cart, and the merchant's code of that text when it exists. */
  discountCodeText: string | null;
  discountCode: DiscountCode | null;
  /** Where the shopper said it ships, and the shipping option they chose (domain/commerce/cart-pricing.ts prices it). */
  shippingLocation: ShippingLocation | null;
  shippingOptionId: string | null;
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
      weightGrams: Number(r.weight_grams),
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
    discountCodeText: cart.discount_code ?? null,
    discountCode: cart.discount_code ? ((await findDiscountCode(db, cart.discount_code)) ?? null) : null,
    shippingLocation: locationOf(cart.shipping_location),
    shippingOptionId: cart.shipping_option ?? null,
  };
}

function locationOf(text: string | null | undefined): ShippingLocation | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<ShippingLocation>;
    return typeof value.country === 'string' ? { country: value.country, region: typeof value.region === 'string' ? value.region : null, postalCode: typeof value.postalCode === 'string' ? value.postalCode : '' } : null;
  } catch {
    return null;
  }
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
      'v.sku', 'v.attributes', 'v.price_cents', 'v.sale_price_cents', 'v.on_sale', 'v.qty_in_stock', 'v.unlimited', 'v.weight_grams',
      'p.title', 'p.product_type', 'p.url_id', 'p.content',
    ])
    .where('e.cart_id', '=', a.cartId)
    .orderBy('e.position'),
);
