/**
 * A quantity typed into a cart line (spec 000 §5, spec 001 §5: whole numbers from 1): refused with
 * the product page's words when it is not a number or not whole, and when it is below 1. Above
 * what the line may hold is not refused here: the cart page keeps the most it may and says why.
 */
import { readQuantity } from './add-to-cart/validate.js';
import { QUANTITY_INPUT } from './quantity.js';

export const QUANTITY_BELOW_ONE = `Quantity must be at least ${String(QUANTITY_INPUT.min)}.`;

export function checkTypedQuantity(text: string): { ok: true; quantity: number } | { ok: false; message: string } {
  const read = readQuantity(text);
  if (!read.ok) return read;
  if (read.quantity < QUANTITY_INPUT.min) return { ok: false, message: QUANTITY_BELOW_ONE };
  if (!Number.isSafeInteger(read.quantity)) return { ok: false, message: `Quantity must be at most ${String(QUANTITY_INPUT.max)}.` };
  return read;
}
