// Regression: refunds called no provider; the order was marked refunded and the shopper told
// "to your original payment method" whatever the way they paid.
import { describe, expect, it } from 'vitest';
import { refunderFor } from '../../../../site/features/payments/refunds.js';
import { orderNoticeMail } from '../../../../site/features/orders/order-notice-mail.js';

const SITE = { title: 'Fern & Finch', origin: 'https://shop.test' };
const payload = (refundVia: 'provider' | 'shop') => ({
  orderId: 'o1', number: '#1001', customerEmail: 'ada@example.com', currencyCode: 'USD', grandTotalCents: 4500, paymentDueAt: null,
  lines: [{ name: 'Stoneware Bowl', quantity: 1 }], refundCents: 4500, refundVia,
});

describe('refunds call the payment provider', () => {
  it('asks the test provider, which answers its own refund reference', async () => {
    const outcome = await refunderFor('test')({ reference: 'test_abc', cents: 1000, currencyCode: 'USD' });
    expect(outcome.via).toBe('provider');
    expect(outcome.reference).toMatch(/^test_refund_[0-9a-f]{16}$/);
  });

  it('refuses a provider payment without its reference, and a provider the shop does not know, with 502', async () => {
    await expect(refunderFor('test')({ reference: null, cents: 1000, currencyCode: 'USD' })).rejects.toMatchObject({ status: 502, code: 'refund-failed' });
    expect(() => refunderFor('stripe')).toThrow('Payments by stripe cannot be refunded from here');
    expect(() => refunderFor('constructor')).toThrow('cannot be refunded from here');
  });

  it('records money paid outside the shop (bank transfer, point of sale) as paid back by the shop', async () => {
    expect(await refunderFor('manual')({ reference: null, cents: 1000, currencyCode: 'USD' })).toEqual({ reference: null, via: 'shop' });
    expect(await refunderFor('point-of-sale')({ reference: null, cents: 1000, currencyCode: 'USD' })).toEqual({ reference: null, via: 'shop' });
  });

  it('tells the shopper where the money goes', () => {
    const byProvider = orderNoticeMail('order-refunded')('ada@example.com', payload('provider'), SITE);
    const byShop = orderNoticeMail('order-refunded')('ada@example.com', payload('shop'), SITE);
    expect(byProvider?.text).toContain('We refunded $45.00 of your order #1001 to your original payment method.');
    expect(byShop?.text).toContain('You paid us directly, so we are sending it back to you the same way (for a bank transfer, to the account it came from).');
  });
});
