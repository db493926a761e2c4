/**
 * The point of sale (an entitlement, domain/admin/entitlements.ts): a sale rung up in person by
 * the store's staff, from the same stock as the online shop. The screen and the server share the
 * sale's shape and the change due; the server prices the lines itself and takes the stock in one
 * transaction, and a sale key sent again answers the sale it recorded instead of a second one.
 */
import { z } from 'zod';

export const POS_OFF_MESSAGE = 'The point of sale is not available in this shop.';
/** The payment provider of an order rung up in person (its reference is the payment method). */
export const POS_PROVIDER = 'point-of-sale';
export const POS_MAX_LINES = 50;
export const POS_MAX_QUANTITY = 999;

export const POS_METHODS = ['cash', 'card'] as const;
export type PosMethod = (typeof POS_METHODS)[number];
export const POS_METHOD_LABELS: Record<PosMethod, string> = { cash: 'Cash', card: 'Card (on a separate terminal)' };
export const isPosMethod = (value: unknown): value is PosMethod => POS_METHODS.some((m) => m === value);

const line = z.object({
  variantId: z.string({ required_error: 'is required', invalid_type_error: 'must be text' }).min(1, 'is required').max(100, 'is too long'),
  quantity: z
    .number({ required_error: 'is required', invalid_type_error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(POS_MAX_QUANTITY, `must be at most ${String(POS_MAX_QUANTITY)}`),
});

export const posSale = z
  .object({
    saleKey: z
      .string({ required_error: 'is required', invalid_type_error: 'must be text' })
      .regex(/^[A-Za-z0-9-]{8,64}$/, 'must be 8 to 64 letters, digits or dashes'),
    lines: z
      .array(line, { required_error: 'is required', invalid_type_error: 'must be a list' })
      .min(1, 'Add at least one item to the sale.')
      .max(POS_MAX_LINES, `A sale holds at most ${String(POS_MAX_LINES)} lines.`),
    method: z.enum(POS_METHODS, { errorMap: () => ({ message: 'must be cash or card' }) }),
    /** Cash handed over, in cents: required for cash, and at least the total (checked by the server). */
    tenderedCents: z.number({ invalid_type_error: 'must be a number' }).int('must be whole cents').min(0, 'must be 0 or more').max(100_000_000, 'is too large').optional(),
    customerEmail: z.union([z.literal(''), z.string().trim().max(254, 'is too long').email('Please enter a valid email.')]).optional(),
  })
  .superRefine((sale, ctx) => {
    if (sale.method === 'cash' && sale.tenderedCents === undefined) ctx.addIssue({ code: 'custom', path: ['tenderedCents'], message: 'Enter the cash received.' });
    const seen = new Set<string>();
    sale.lines.forEach((l, i) => {
      if (seen.has(l.variantId)) ctx.addIssue({ code: 'custom', path: ['lines', i, 'variantId'], message: 'is already in the sale' });
      seen.add(l.variantId);
    });
  });
export type PosSale = z.infer<typeof posSale>;

export interface PosStatus {
  enabled: boolean;
  currencyCode: string;
}

export interface PosReceipt {
  orderId: string;
  orderNumber: number;
  currencyCode: string;
  lines: { productName: string; variantLabel: string; sku: string; quantity: number; unitPriceCents: number }[];
  totalCents: number;
  method: PosMethod;
  tenderedCents: number | null;
  changeCents: number | null;
}

/** The change due for cash handed over, or null when it does not cover the total. */
export function changeDue(totalCents: number, tenderedCents: number): number | null {
  return tenderedCents >= totalCents ? tenderedCents - totalCents : null;
}
