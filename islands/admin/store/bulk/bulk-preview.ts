/**
 * What the preview lists before a bulk change is applied: for each chosen product, what changes
 * (by the same rule the server applies, `bulkOutcome`), and the call's body naming each product's
 * version and stock as the screen showed them. Products the change leaves as they are are not sent.
 */
import { bulkOutcome, type BulkApply, type BulkChange, type BulkVariantState } from '../../../../domain/admin/store/bulk-change.js';
import type { InventoryRow } from '../../../../domain/admin/store/inventory.js';
import { minorUnitsText } from '../../../../domain/money/cart-money.js';

export interface PreviewLine {
  productId: string;
  title: string;
  /** The variant's name; empty for the product itself or its only variant. */
  variant: string;
  changes: string[];
}

const stockText = (v: BulkVariantState): string => (v.unlimited ? 'Unlimited' : String(v.qtyInStock));

function variantChanges(before: BulkVariantState, after: BulkVariantState, currencyCode: string): string[] {
  const money = (cents: number) => minorUnitsText(cents, currencyCode);
  const out: string[] = [];
  if (before.priceCents !== after.priceCents) out.push(`Price ${money(before.priceCents)} → ${money(after.priceCents)}`);
  if (after.onSale && (!before.onSale || before.salePriceCents !== after.salePriceCents)) {
    out.push(before.onSale ? `Sale price ${money(before.salePriceCents)} → ${money(after.salePriceCents)}` : `On sale at ${money(after.salePriceCents)}`);
  }
  if (before.onSale && !after.onSale) out.push('Sale ends');
  if (before.unlimited !== after.unlimited || (!after.unlimited && before.qtyInStock !== after.qtyInStock)) out.push(`Stock ${stockText(before)} → ${stockText(after)}`);
  return out;
}

export function previewLines(change: BulkChange, rows: readonly InventoryRow[], currencyCode: string): PreviewLine[] {
  return rows.flatMap((row) => {
    const outcome = bulkOutcome(change, { visible: row.visible, variants: row.variants }, currencyCode);
    const lines: PreviewLine[] = [];
    if (outcome.visible !== row.visible) lines.push({ productId: row.id, title: row.title, variant: '', changes: [outcome.visible ? 'Hidden → Visible' : 'Visible → Hidden'] });
    row.variants.forEach((variant, i) => {
      const after = outcome.variants[i];
      const changes = after ? variantChanges(variant, after, currencyCode) : [];
      if (changes.length > 0) lines.push({ productId: row.id, title: row.title, variant: row.variants.length > 1 ? variant.label || variant.sku : '', changes });
    });
    return lines;
  });
}

export function applyBody(change: BulkChange, rows: readonly InventoryRow[], lines: readonly PreviewLine[]): BulkApply {
  const changing = new Set(lines.map((line) => line.productId));
  return {
    change,
    products: rows
      .filter((row) => changing.has(row.id))
      .map((row) => ({ id: row.id, version: row.version, variants: row.variants.map((v) => ({ id: v.id, qtyInStock: v.qtyInStock, unlimited: v.unlimited })) })),
  };
}
