/** What a variant row stores from a variant's editable fields. */
export interface VariantFields {
  sku: string;
  attributes: Record<string, string>;
  priceCents: number;
  salePriceCents: number;
  onSale: boolean;
  qtyInStock: number;
  unlimited: boolean;
  /** One unit's weight in grams, for shipping rates by weight (0019); absent: kept as stored (0 when new). */
  weightGrams?: number | undefined;
}

/** The columns of a variant row (all but its id): the seed, the dev-mode replace and the admin's edits write these. */
export function variantColumns(v: VariantFields, productId: string, position: number) {
  return {
    product_id: productId,
    sku: v.sku,
    attributes: JSON.stringify(v.attributes),
    price_cents: v.priceCents,
    sale_price_cents: v.salePriceCents,
    on_sale: v.onSale ? (1 as const) : (0 as const),
    qty_in_stock: v.qtyInStock,
    unlimited: v.unlimited ? (1 as const) : (0 as const),
    ...(v.weightGrams !== undefined ? { weight_grams: v.weightGrams } : {}),
    position,
  };
}
