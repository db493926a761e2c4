// Regression: the order confirmation email named a variant "Natural / L/XL" while the cart,
// checkout and confirmation page say "Color: Natural, Size: L/XL" (one rule, variant-label.ts).
import { describe, expect, it } from 'vitest';
import { orderConfirmationPayload } from '../../../site/db/order-outbox.js';
import type { OrderView } from '../../../site/db/order-view.js';

const line = (sku: string, variantAttributes: Record<string, string>) => ({ productName: 'Linen Apron', variantAttributes, sku, quantity: 2, unitPriceCents: 4200 });

describe('the order confirmation payload', () => {
  it('names each line\'s variant as the pages do, and nothing for a product without options', () => {
    const order = {
      id: 'o1', number: 1001, status: 'paid', testMode: true, currencyCode: 'USD',
      items: [line('APR-NAT-L', { Color: 'Natural', Size: 'L/XL' }), line('CAN-1', {})],
      payment: { provider: 'test', reference: null, instructions: null, expiresAt: null },
      subtotalCents: 16800, shippingTotalCents: 0, taxTotalCents: 0, discountTotalCents: 0, grandTotalCents: 16800,
    } as unknown as OrderView;
    const payload = orderConfirmationPayload(order);
    expect(payload.lines.map((l) => [l.sku, l.variantName, l.subTotalCents])).toEqual([
      ['APR-NAT-L', 'Color: Natural, Size: L/XL', 8400],
      ['CAN-1', '', 8400],
    ]);
  });
});
