/**
 * A cart priced before payment (domain/commerce/cart-pricing.ts) with the shop's settings: the
 * merchant's shipping zones (`shipping-zones` part), the tax rates while automatic tax is on
 * (`tax-rates` part), the store currency. The cart calls, the cart and checkout pages and the
 * order placed all price a cart through here.
 */
import { readWebsiteSettings, WEBSITE_PART } from '../../../domain/content/website-settings.js';
import { readVersionedPart, type CartView, type Store } from '../../db/index.js';
import { priceCart, type CartPricing, type ShippingLocation } from '../../../domain/commerce/cart-pricing.js';
import { shippingSettingsOf, SHIPPING_ZONES_PART, type ShippingSettings } from '../../../domain/commerce/shipping-zones.js';
import { TAX_RATES_PART, taxSettingsOf, type TaxSettings } from '../../../domain/commerce/sales-tax.js';
import { minorUnitsText } from '../../../domain/money/cart-money.js';
import { currentEntitlements } from '../entitlements/entitlements.js';

export interface PricingSettings {
  shipping: ShippingSettings;
  tax: TaxSettings | null;
  currency: string;
  /** The shop's clock (`website.timeZone`): a discount code's days. */
  timeZone: string;
}

export async function pricingSettings(store: Store, currency: string): Promise<PricingSettings> {
  const [shipping, tax, entitlements, timeZone] = await Promise.all([readVersionedPart(store, SHIPPING_ZONES_PART), readVersionedPart(store, TAX_RATES_PART), currentEntitlements(), shopTimeZone(store)]);
  return { shipping: shippingSettingsOf(shipping?.value, currency), tax: entitlements.automaticTax ? taxSettingsOf(tax?.value) : null, currency, timeZone };
}

/** The shop's clock (`website.timeZone`), which its discount codes' days are read on. */
export async function shopTimeZone(store: Store): Promise<string> {
  return readWebsiteSettings((await readVersionedPart(store, WEBSITE_PART))?.value).timeZone;
}

export interface PricingExtras {
  /** The address typed at checkout, in place of the cart's stored location. */
  location?: ShippingLocation | null;
  /** The option posted with the order, in place of the cart's stored choice. */
  optionId?: string | null;
  /** The customer's earlier uses of the cart's code. */
  customerUses?: number;
  now?: number;
}

export function cartPricing(cart: CartView, settings: PricingSettings, extras: PricingExtras = {}): CartPricing {
  return priceCart({
    subtotalCents: cart.subtotalCents,
    requiresShipping: cart.requiresShipping,
    lines: cart.entries.map((e) => ({ productType: e.productType, totalCents: e.subTotalCents })),
    weightGrams: cart.entries.reduce((sum, e) => sum + e.weightGrams * e.quantity, 0),
    codeText: cart.discountCodeText,
    code: cart.discountCode,
    location: extras.location !== undefined ? extras.location : cart.shippingLocation,
    chosenOptionId: extras.optionId ?? cart.shippingOptionId,
    shipping: settings.shipping,
    tax: settings.tax,
    now: extras.now ?? Date.now(),
    money: (cents) => minorUnitsText(cents, settings.currency),
    timeZone: settings.timeZone,
    ...(extras.customerUses !== undefined ? { customerUses: extras.customerUses } : {}),
  });
}
