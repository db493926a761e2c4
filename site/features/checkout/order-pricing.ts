/**
 * An order's price at checkout (issue 25), by the same rule as the cart's
 * (site/features/cart/cart-pricing.ts): the discount code on the cart, the shipping option chosen
 * for the address typed (the cheapest when none is), the tax of that address. Refused before
 * anything is written: an address no shipping zone covers (409 `no-shipping`), an option not
 * offered there (400), a code that cannot be used now or by this customer (409
 * `discount-code-invalid`, with its reason). In the order's transaction the price is figured
 * again from the cart as locked and the code's use is counted; its last use goes to one order
 * (409 `discount-code-used-up` for the other).
 */
import { countDiscountUse, customerUses, emailKey, type CartView, type OrderPricing, type PostalAddress, type Store } from '../../db/index.js';
import type { CartPricing } from '../../../domain/commerce/cart-pricing.js';
import { DISCOUNT_MESSAGES } from '../../../domain/commerce/discount-code.js';
import { ApiError } from '../../edge/api-error.js';
import { cartPricing, pricingSettings, type PricingExtras } from '../cart/cart-pricing.js';

export interface CheckoutPricing {
  pricing: CartPricing;
  priceOf: (cart: CartView) => OrderPricing;
}

const refusal = (status: number, code: string, path: string, message: string) => new ApiError(status, code, message, [{ path, message }]);

export async function checkoutPricing(
  store: Store,
  cart: CartView,
  input: { currency: string; email: string; shippingAddress: PostalAddress | null | undefined; optionId: string | undefined },
): Promise<CheckoutPricing> {
  const settings = await pricingSettings(store, input.currency);
  const key = emailKey(input.email);
  const code = cart.discountCode;
  const extras: PricingExtras = {
    location: input.shippingAddress ? { country: input.shippingAddress.country, region: input.shippingAddress.region, postalCode: input.shippingAddress.postalCode } : null,
    optionId: input.optionId ?? null,
    ...(code && code.perCustomerUses !== null ? { customerUses: await customerUses(store.db, code.id, key) } : {}),
  };
  const pricing = cartPricing(cart, settings, extras);
  if (pricing.shippingProblem) throw refusal(409, 'no-shipping', 'shippingAddress.country', pricing.shippingProblem);
  if (input.optionId !== undefined && pricing.shippingOptions.length > 0 && !pricing.shippingOptions.some((o) => o.id === input.optionId)) {
    throw refusal(400, 'invalid-input', 'shippingOption', 'That shipping option is not one we offer for this address. Please choose one of the options listed.');
  }
  const invalid = pricing.invalidCoupons[0];
  if (invalid) throw refusal(409, 'discount-code-invalid', 'discountCode', `The discount code ${invalid.code} cannot be used: ${invalid.reason ?? DISCOUNT_MESSAGES.inactive} Remove it from your cart to order without it.`);
  return {
    pricing,
    priceOf: (locked) => {
      const now = Date.now();
      const priced = cartPricing(locked, settings, { ...extras, now });
      const applied = priced.appliedCode;
      return {
        discountCents: priced.discountCents,
        shippingCents: priced.shippingCostCents,
        taxCents: priced.taxCents,
        taxInclusive: priced.taxInclusive,
        discountCode: applied?.code ?? null,
        shippingOptionName: priced.selectedShippingOption?.name ?? null,
        ...(applied
          ? {
              useCode: async (trx, orderId, at) => {
                const refused = await countDiscountUse(store, trx, { codeId: applied.id, orderId, emailKey: key, now: at });
                if (refused === 'used-up') throw refusal(409, 'discount-code-used-up', 'discountCode', `${DISCOUNT_MESSAGES.usedUp} Remove it from your cart to order without it.`);
                if (refused === 'per-customer') throw refusal(409, 'discount-code-invalid', 'discountCode', `${DISCOUNT_MESSAGES.perCustomer} Remove it from your cart to order without it.`);
                if (refused === 'gone') throw refusal(409, 'discount-code-invalid', 'discountCode', `${DISCOUNT_MESSAGES.inactive} Remove it from your cart to order without it.`);
              },
            }
          : {}),
      };
    },
  };
}
