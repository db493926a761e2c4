/**
 * Discount codes (issue 25): what the merchant sets (percentage, fixed amount or free shipping;
 * a minimum subtotal, start and end dates, total uses and uses per customer), the one check of
 * whether a code may be used now with the shopper-readable reason when it may not, and what it
 * takes off. Rules:
 * - codes are compared without case or surrounding spaces, kept in capitals;
 * - a start date counts from 00:00 UTC of that day, an end date up to 24:00 UTC of that day;
 * - a percentage is of the subtotal, rounded half up to the minor unit; a fixed amount never
 *   takes more than the subtotal; free shipping takes the shipping to nothing;
 * - the minimum subtotal is of the goods before the discount;
 * - the uses per customer are counted by email address, so they are checked when the order is
 *   placed (the cart does not know the shopper yet); the total uses are counted when an order is
 *   placed, and the last use goes to one order only (site/db/discount-uses.ts).
 */
import { zonedDayEnd, zonedDayOf, zonedDayStart } from '../i18n/zoned-day.js';
import { z } from 'zod';
import { AMOUNT_PATTERN, typedDigitsUnits } from '../money/typed-amount.js';

export const DISCOUNT_KINDS = ['percentage', 'fixed', 'free-shipping'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];
export const MAX_CART_CODES = 1;

/** A code as stored, with how often it was used. */
export interface DiscountCode {
  id: string;
  code: string;
  kind: DiscountKind;
  /** Hundredths of a percent (10% → 1000); 0 unless `percentage`. */
  percentHundredths: number;
  /** Minor units; 0 unless `fixed`. */
  amountCents: number;
  minSubtotalCents: number;
  startsAt: number | null;
  endsAt: number | null;
  maxUses: number | null;
  perCustomerUses: number | null;
  uses: number;
  active: boolean;
}

export const CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,31}$/;
export const normaliseCode = (code: string): string => code.trim().toUpperCase();

export const DISCOUNT_MESSAGES = {
  malformed: 'A discount code is 3 to 32 letters, digits, dashes or underscores.',
  unknown: 'We do not recognise that discount code. Check the spelling and try again.',
  inactive: 'This discount code is no longer available.',
  usedUp: 'This discount code has already been used as many times as it can be.',
  perCustomer: 'You have already used this discount code as many times as it allows.',
  oneCode: 'Only one discount code can be used per order: remove the other code first.',
  nothingShips: 'This code gives free shipping, and nothing in your cart is shipped.',
} as const;


export interface CodeContext {
  now: number;
  subtotalCents: number;
  requiresShipping: boolean;
  /** How this shopper has used the code so far; undefined while the shopper is not known. */
  customerUses?: number;
  /** Money as the shopper reads it ("$50.00"). */
  money: (cents: number) => string;
  /** The shop's clock (`website.timeZone`), which a code's first and last days are read on; UTC when absent. */
  timeZone?: string;
}

/** Why the code cannot be used now, or null when it can. */
export function codeProblem(code: DiscountCode, ctx: CodeContext): string | null {
  const day = (ms: number): string => zonedDayOf(ms, ctx.timeZone ?? 'UTC');
  if (!code.active) return DISCOUNT_MESSAGES.inactive;
  if (code.startsAt !== null && ctx.now < code.startsAt) return `This discount code can be used from ${day(code.startsAt)}.`;
  if (code.endsAt !== null && ctx.now >= code.endsAt) return `This discount code expired on ${day(code.endsAt - 1)}.`;
  if (code.maxUses !== null && code.uses >= code.maxUses) return DISCOUNT_MESSAGES.usedUp;
  if (code.perCustomerUses !== null && ctx.customerUses !== undefined && ctx.customerUses >= code.perCustomerUses) return DISCOUNT_MESSAGES.perCustomer;
  if (ctx.subtotalCents < code.minSubtotalCents) {
    return `This discount code needs a subtotal of ${ctx.money(code.minSubtotalCents)}. Add ${ctx.money(code.minSubtotalCents - ctx.subtotalCents)} more to use it.`;
  }
  if (code.kind === 'free-shipping' && !ctx.requiresShipping) return DISCOUNT_MESSAGES.nothingShips;
  return null;
}

/** a × b / c rounded half up, for non-negative integers. */
const mulDivRound = (a: number, b: number, c: number): number => Math.floor((2 * a * b + c) / (2 * c));

/** What a usable code takes off the goods (minor units) and whether it makes shipping free. */
export function codeDiscount(code: DiscountCode, subtotalCents: number): { discountCents: number; freeShipping: boolean } {
  switch (code.kind) {
    case 'percentage':
      return { discountCents: Math.min(subtotalCents, mulDivRound(subtotalCents, code.percentHundredths, 10_000)), freeShipping: false };
    case 'fixed':
      return { discountCents: Math.min(subtotalCents, code.amountCents), freeShipping: false };
    case 'free-shipping':
      return { discountCents: 0, freeShipping: true };
  }
}

/** What the code gives, as the shopper reads it: "10% off", "$5.00 off", "Free shipping". */
export function codeSummary(code: DiscountCode, money: (cents: number) => string): string {
  if (code.kind === 'percentage') return `${String(code.percentHundredths / 100)}% off`;
  if (code.kind === 'fixed') return `${money(code.amountCents)} off`;
  return 'Free shipping';
}

// ---- the merchant's form ----

const amount = z.string({ invalid_type_error: 'must be text' }).trim().refine((v) => AMOUNT_PATTERN.test(v), 'must be an amount such as 5.00');
const realDay = (v: string): boolean => {
  const ms = Date.parse(`${v}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === v;
};
const date = z.string({ invalid_type_error: 'must be text' }).trim().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date such as 2026-12-31').refine((v) => realDay(v), 'is not a real date');
const count = z.string({ invalid_type_error: 'must be text' }).trim().regex(/^[1-9]\d{0,6}$/, 'must be a whole number from 1');
/** Empty (not set) or what `schema` accepts. */
const optional = (schema: z.ZodType<string, z.ZodTypeDef, string>) => z.union([z.literal(''), schema]).default('');

export const discountCodeInput = z
  .object({
    code: z
      .string({ required_error: 'is required', invalid_type_error: 'must be text' })
      .transform(normaliseCode)
      .refine((v) => CODE_PATTERN.test(v), 'must be 3 to 32 letters, digits, dashes or underscores'),
    kind: z.enum(DISCOUNT_KINDS, { errorMap: () => ({ message: 'must be percentage, fixed or free-shipping' }) }),
    /** The percentage ("10", "12.5") or the amount ("5.00"); empty for free shipping. */
    value: z.string({ invalid_type_error: 'must be text' }).trim().default(''),
    minSubtotal: optional(amount),
    startsOn: optional(date),
    endsOn: optional(date),
    maxUses: optional(count),
    perCustomerUses: optional(count),
    active: z.boolean({ invalid_type_error: 'must be true or false' }).default(true),
  })
  .superRefine((input, ctx) => {
    if (input.kind === 'percentage' && !(/^\d{1,3}(\.\d{1,2})?$/.test(input.value) && Number(input.value) > 0 && Number(input.value) <= 100)) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'must be a percentage above 0 and at most 100, such as 10' });
    }
    if (input.kind === 'fixed' && !(AMOUNT_PATTERN.test(input.value) && Number(input.value) > 0)) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'must be an amount above 0, such as 5.00' });
    }
    if (input.startsOn && input.endsOn && input.endsOn < input.startsOn) ctx.addIssue({ code: 'custom', path: ['endsOn'], message: 'must be on or after the start date' });
  });
export type DiscountCodeInput = z.output<typeof discountCodeInput>;

/**
 * The stored fields of the merchant's input (amounts in the currency's minor units); a code runs
 * from the start of its first day to the end of its last, days as the shop's clock (`timeZone`) reads them.
 */
export function discountCodeFields(input: DiscountCodeInput, digits: number, timeZone: string): Omit<DiscountCode, 'id' | 'uses'> {
  const cents = (v: string): number => typedDigitsUnits(v, digits) ?? 0;
  return {
    code: input.code,
    kind: input.kind,
    percentHundredths: input.kind === 'percentage' ? (typedDigitsUnits(input.value, 2) ?? 0) : 0,
    amountCents: input.kind === 'fixed' ? cents(input.value) : 0,
    minSubtotalCents: input.minSubtotal ? cents(input.minSubtotal) : 0,
    startsAt: input.startsOn ? (zonedDayStart(input.startsOn, timeZone) ?? null) : null,
    endsAt: input.endsOn ? (zonedDayEnd(input.endsOn, timeZone) ?? null) : null,
    maxUses: input.maxUses ? Number(input.maxUses) : null,
    perCustomerUses: input.perCustomerUses ? Number(input.perCustomerUses) : null,
    active: input.active,
  };
}
