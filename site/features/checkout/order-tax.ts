/**
 * The tax of an order placed at checkout: none while automatic tax is off; otherwise the
 * merchant's rates applied by the domain's rule to the cart's lines and the shipping address.
 */
import type { CartView, PostalAddress, Store } from '../../db/index.js';
import { readVersionedPart } from '../../db/index.js';
import { salesTax, TAX_RATES_PART, taxSettingsOf, type SalesTax } from '../../../domain/commerce/sales-tax.js';
import { currentEntitlements } from '../entitlements/entitlements.js';

export type OrderTax = (cart: CartView) => SalesTax;

export async function orderTax(store: Store, shippingAddress: PostalAddress | null | undefined): Promise<OrderTax | undefined> {
  if (!(await currentEntitlements()).automaticTax) return undefined;
  const settings = taxSettingsOf((await readVersionedPart(store, TAX_RATES_PART))?.value);
  const destination = shippingAddress ? { country: shippingAddress.country, region: shippingAddress.region } : null;
  return (cart) => salesTax(settings, cart.entries.map((e) => ({ productType: e.productType, totalCents: e.subTotalCents })), destination);
}
