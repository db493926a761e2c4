/** The checks before an add is sent (spec 000 §5): options, variant, quantity, stock. */
import type { ProductData, VariantData } from '../product-data.js';
import { GIFT_CARD } from '../../enums/product-type.js';
import { chooseVariant, isSoldOut, type Selection } from '../variant-choice.js';
import {
  GIFT_CARD_DENOMINATION,
  MISSING_VARIANT,
  OUT_OF_STOCK,
  QUANTITY_NOT_NUMBER,
  QUANTITY_NOT_WHOLE,
  unselectedMessage,
} from './messages.js';

export type Checked = { ok: true; variant: VariantData; quantity: number } | { ok: false; message: string };

/** The quantity typed (undefined: no quantity input, one unit). */
export function readQuantity(text: string | undefined): { ok: true; quantity: number } | { ok: false; message: string } {
  if (text === undefined) return { ok: true, quantity: 1 };
  const trimmed = text.trim();
  const quantity = Number(trimmed);
  if (trimmed === '' || !Number.isFinite(quantity)) return { ok: false, message: QUANTITY_NOT_NUMBER };
  if (!Number.isInteger(quantity)) return { ok: false, message: QUANTITY_NOT_WHOLE };
  return { ok: true, quantity };
}

export function checkAdd(product: ProductData, selection: Selection, quantityText: string | undefined): Checked {
  const choice = chooseVariant(product.variants, product.options, selection);
  if (choice.kind === 'unselected') {
    return { ok: false, message: product.productType === GIFT_CARD ? GIFT_CARD_DENOMINATION : unselectedMessage(choice.missing) };
  }
  if (choice.kind === 'unavailable') return { ok: false, message: MISSING_VARIANT };
  const quantity = readQuantity(quantityText);
  if (!quantity.ok) return quantity;
  const { variant } = choice;
  if (isSoldOut(variant) || (!variant.unlimited && quantity.quantity > variant.qtyInStock)) return { ok: false, message: OUT_OF_STOCK };
  return { ok: true, variant, quantity: quantity.quantity };
}
