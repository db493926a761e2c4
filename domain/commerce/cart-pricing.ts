/**
 * A cart's price before payment (issue 25): its discount code, shipping options for its address,
 * the tax of that address and the total by the one formula (order-total.ts). The cart, the
 * checkout page and the order placed all price a cart here, so they show and charge one figure.
 */
import { codeDiscount, codeProblem, codeSummary, type DiscountCode } from './discount-code.js';
import { orderTotalCents } from './order-total.js';
import { salesTax, type TaxedLine, type TaxRate, type TaxSettings } from './sales-tax.js';
import { chosenOption, NO_SHIPPING_MESSAGE, shippingOptions, type ShippingDestination, type ShippingOption, type ShippingSettings } from './shipping-zones.js';

/** Where the cart ships, as the shopper gave it so far (the cart's `shippingLocation`). */
export interface ShippingLocation extends ShippingDestination {
  postalCode: string;
}

/** A code on the cart as the cart's `coupons` lists it; `reason` on invalid ones. */
export interface CouponJson {
  code: string;
  summary: string | null;
  reason?: string;
}

export interface PricingInput {
  subtotalCents: number;
  requiresShipping: boolean;
  lines: readonly TaxedLine[];
  weightGrams: number;
  /** The code typed on the cart, and its stored record when it exists. */
  codeText: string | null;
  code: DiscountCode | null;
  location: ShippingLocation | null;
  chosenOptionId: string | null;
  shipping: ShippingSettings;
  /** The merchant's rates while automatic tax is on; null while it is off. */
  tax: TaxSettings | null;
  now: number;
  money: (cents: number) => string;
  /** The shop's clock, which a code's days are read on (discount-code.ts). */
  timeZone?: string;
  /** The shopper's earlier uses of the code (known at checkout by email). */
  customerUses?: number;
}

/** A cart priced: the one definition of these fields, which the cart JSON of the calls derives (cart-json.ts). */
export interface CartPricing {
  discountCents: number;
  shippingCostCents: number;
  taxCents: number;
  /** Tax is inside the prices: `taxCents` is shown but not added to the total. */
  taxInclusive: boolean;
  grandTotalCents: number;
  shippingOptions: ShippingOption[];
  selectedShippingOption: ShippingOption | null;
  shippingLocation: ShippingLocation | null;
  /** Why the cart cannot be shipped to its location (no zone covers it), else null. */
  shippingProblem: string | null;
  /** The tax rate applied to the cart's address (none while automatic tax is off or no rate covers it). */
  applicableTaxRules: TaxRate[];
  coupons: CouponJson[];
  validCoupons: CouponJson[];
  invalidCoupons: CouponJson[];
  /** The code in force (counted when the order is placed). */
  appliedCode: DiscountCode | null;
}

export function priceCart(input: PricingInput): CartPricing {
  const coupon = couponOf(input);
  const usable = coupon.valid ? input.code : null;
  const { discountCents, freeShipping } = usable ? codeDiscount(usable, input.subtotalCents) : { discountCents: 0, freeShipping: false };
  const ships = input.requiresShipping && input.shipping.zones.length > 0;
  const facts = { subtotalCents: input.subtotalCents - discountCents, weightGrams: input.weightGrams };
  const listed = ships && input.location ? shippingOptions(input.shipping, input.location, facts) : [];
  const options = freeShipping ? listed.map((o) => ({ ...o, costCents: 0 })) : listed;
  const selected = chosenOption(options, input.chosenOptionId) ?? null;
  const shippingCostCents = selected?.costCents ?? 0;
  const tax = input.tax && input.requiresShipping && input.location ? salesTax(input.tax, input.lines, input.location, discountCents) : null;
  const taxCents = tax?.taxCents ?? 0;
  const taxInclusive = tax?.inclusive ?? false;
  return {
    discountCents,
    shippingCostCents,
    taxCents,
    taxInclusive,
    grandTotalCents: orderTotalCents({ subtotalCents: input.subtotalCents, discountCents, shippingCents: shippingCostCents, taxCents, taxInclusive }),
    shippingOptions: options,
    selectedShippingOption: selected,
    shippingLocation: input.location,
    shippingProblem: ships && input.location && options.length === 0 ? NO_SHIPPING_MESSAGE : null,
    applicableTaxRules: tax?.rule ? [tax.rule] : [],
    coupons: coupon.json ? [coupon.json] : [],
    validCoupons: coupon.json && coupon.valid ? [coupon.json] : [],
    invalidCoupons: coupon.json && !coupon.valid ? [coupon.json] : [],
    appliedCode: usable,
  };
}

function couponOf(input: PricingInput): { json: CouponJson | null; valid: boolean } {
  if (input.codeText === null) return { json: null, valid: false };
  if (input.code === null) return { json: { code: input.codeText, summary: null, reason: 'This discount code is no longer available.' }, valid: false };
  const summary = codeSummary(input.code, input.money);
  const problem = codeProblem(input.code, {
    now: input.now,
    subtotalCents: input.subtotalCents,
    requiresShipping: input.requiresShipping,
    money: input.money,
    ...(input.timeZone !== undefined ? { timeZone: input.timeZone } : {}),
    ...(input.customerUses !== undefined ? { customerUses: input.customerUses } : {}),
  });
  return problem === null ? { json: { code: input.code.code, summary }, valid: true } : { json: { code: input.code.code, summary, reason: problem }, valid: false };
}
