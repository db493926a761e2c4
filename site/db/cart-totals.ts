import { DIGITAL, GIFT_CARD, PHYSICAL } from '../../domain/enums/product-type.js';
import type { CartTotals } from '../../domain/commerce/cart-json.js';
import { orderTotalCents } from '../../domain/commerce/order-total.js';


export interface PricedLine {
  quantity: number;
  purchasePriceCents: number;
  productType: number;
}

const delivered = (type: number): boolean => type === DIGITAL || type === GIFT_CARD;

/**
 * Totals of a cart from its lines alone. Discount, shipping and tax depend on the code, the address
 * and the shop's settings: site/features/cart/cart-pricing.ts prices them (domain/commerce/cart-pricing.ts).
 */
export function cartTotals(lines: readonly PricedLine[]): CartTotals {
  const subtotalCents = lines.reduce((sum, l) => sum + l.quantity * l.purchasePriceCents, 0);
  const taxCents = 0;
  const shippingCostCents = 0;
  const discountCents = 0;
  return {
    subtotalCents,
    taxCents,
    shippingCostCents,
    discountCents,
    grandTotalCents: orderTotalCents({ subtotalCents, discountCents, shippingCents: shippingCostCents, taxCents, taxInclusive: false }),
    totalQuantity: lines.reduce((sum, l) => sum + l.quantity, 0),
    hasDigital: lines.some((l) => delivered(l.productType)),
    purelyDigital: lines.length > 0 && lines.every((l) => delivered(l.productType)),
    requiresShipping: lines.some((l) => l.productType === PHYSICAL),
  };
}
