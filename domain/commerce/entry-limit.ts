/**
 * How much one cart entry may hold, and what the cart page says when a quantity is held back:
 * one rule for the server (which computes each entry's `maxQuantity` from the catalogue) and the
 * cart page (which caps its stepper and coalesced clicks at it).
 */
import { QUANTITY_INPUT } from './quantity.js';

/** The most one entry may hold, whatever the stock. */
export const MAX_ENTRY_QUANTITY = QUANTITY_INPUT.max;

export interface EntryStock {
  unlimited: boolean;
  qtyInStock: number;
}

/**
 * The most an entry may hold: the variant's stock less what the cart's other entries of the same
 * variant hold (never below 0), and never above the per-entry maximum.
 */
export function entryMaxQuantity(stock: EntryStock, heldByOtherEntries: number): number {
  if (stock.unlimited) return MAX_ENTRY_QUANTITY;
  const left = Math.floor(stock.qtyInStock) - Math.max(0, heldByOtherEntries);
  return Math.min(MAX_ENTRY_QUANTITY, Math.max(0, left));
}

export interface EntryQuantity {
  quantity: number;
  /** True when less than asked: the quantity was held at what can be had. */
  clamped: boolean;
}

/**
 * The quantity to ask the server for when the visitor asks for `asked`: at least 1; raising the
 * entry above what it holds (`held`) stops at `maxQuantity`. Lowering is always allowed, even
 * for an entry holding more than the stock left (the stock fell after it was added).
 */
export function clampEntryQuantity(asked: number, held: number, maxQuantity: number): EntryQuantity {
  const wanted = Math.max(1, Math.floor(asked));
  const limit = Math.max(maxQuantity, held, 1);
  return wanted > limit ? { quantity: limit, clamped: true } : { quantity: wanted, clamped: false };
}

/** Why an entry cannot hold more: "Only 3 left", "Sold out", or the per-entry maximum. */
export function entryLimitMessage(maxQuantity: number, unlimited: boolean): string {
  if (unlimited || maxQuantity >= MAX_ENTRY_QUANTITY) return `At most ${MAX_ENTRY_QUANTITY} per item`;
  if (maxQuantity <= 0) return 'Sold out';
  return `Only ${maxQuantity} left`;
}

/** The message a line keeps while it holds more than can be had (the stock fell after the add). */
export function overStockMessage(quantity: number, maxQuantity: number, unlimited: boolean): string | undefined {
  return quantity > maxQuantity ? entryLimitMessage(maxQuantity, unlimited) : undefined;
}
