/**
 * The point of sale's basket on the screen: lines of variants with the stock they were shown
 * with, so a line never asks for more than there is (cash typed is read by domain/money/typed-amount.ts).
 */
export interface BasketLine {
  variantId: string;
  productName: string;
  variantLabel: string;
  sku: string;
  unitPriceCents: number;
  /** The most that may be sold: the stock shown, or null when unlimited. */
  maxQuantity: number | null;
  quantity: number;
}

export const lineTotal = (line: BasketLine): number => line.unitPriceCents * line.quantity;
export const basketTotal = (lines: readonly BasketLine[]): number => lines.reduce((sum, l) => sum + lineTotal(l), 0);

/** Adds one of a variant (a new line, or one more on its line), never past its stock. */
export function addOne(lines: readonly BasketLine[], line: Omit<BasketLine, 'quantity'>): BasketLine[] {
  const at = lines.findIndex((l) => l.variantId === line.variantId);
  if (at < 0) return line.maxQuantity === 0 ? [...lines] : [...lines, { ...line, quantity: 1 }];
  return lines.map((l, i) => (i === at ? { ...l, quantity: clampQuantity(l.quantity + 1, l.maxQuantity) } : l));
}

export function clampQuantity(quantity: number, maxQuantity: number | null): number {
  const whole = Number.isFinite(quantity) ? Math.floor(quantity) : 1;
  return Math.max(1, maxQuantity === null ? Math.min(whole, 999) : Math.min(whole, maxQuantity, 999));
}
