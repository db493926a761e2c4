/**
 * Which scarcity views (`{item|product-scarcity}`, 001 §3's merchandising context) a buy box
 * shows. The fragment writes one view per `scarcityTemplateViews` entry: a variant's (with its
 * attributes, hidden) or the product's (without). Once a variant is chosen, only that variant's
 * view shows (a product without options has its one variant chosen from the start). Before a
 * choice, nothing shows unless `scarcityShownByDefault`: then the product's view, or, when every
 * view is a variant's, the view of the variant with the least stock.
 */
import type { VariantData } from './product-data.js';

export interface ScarcityView {
  /** The variant attributes the view is for; undefined for the product's own view. */
  attributes: Record<string, string> | undefined;
}

const matches = (view: Record<string, string>, chosen: Record<string, string>): boolean =>
  Object.entries(view).every(([name, value]) => Object.hasOwn(chosen, name) && chosen[name] === value);

/** The indexes of the views shown, for the chosen variant (null: none chosen yet). */
export function shownScarcityViews(views: readonly ScarcityView[], chosen: VariantData | null, shownByDefault: boolean, variants: readonly VariantData[]): Set<number> {
  const shown = new Set<number>();
  if (chosen) {
    views.forEach((view, index) => {
      if (view.attributes ? matches(view.attributes, chosen.attributes) : variants.length <= 1) shown.add(index);
    });
    return shown;
  }
  if (!shownByDefault) return shown;
  views.forEach((view, index) => {
    if (!view.attributes) shown.add(index);
  });
  if (shown.size > 0) return shown;
  let least: { index: number; stock: number } | undefined;
  views.forEach((view, index) => {
    const variant = variants.find((v) => view.attributes && matches(view.attributes, v.attributes));
    if (!variant || variant.unlimited) return;
    if (!least || variant.qtyInStock < least.stock) least = { index, stock: variant.qtyInStock };
  });
  if (least) shown.add(least.index);
  return shown;
}
