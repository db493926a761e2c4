/** A small shop with every kind of product the cart rules care about. */
export const catalogue = {
  website: { siteTitle: 'Test shop', currencyCode: 'USD' },
  items: [
    {
      id: 'tee',
      urlId: 'tee',
      title: 'Tee',
      structuredContent: {
        productType: 1,
        variants: [
          { sku: 'TEE-S', attributes: { Size: 'S' }, price: 2000, salePrice: 1500, onSale: true, qtyInStock: 5 },
          { sku: 'TEE-M', attributes: { Size: 'M' }, price: 2000, salePrice: 0, onSale: false, qtyInStock: 0 },
        ],
      },
    },
    {
      id: 'ebook',
      urlId: 'ebook',
      title: 'E-book',
      structuredContent: {
        productType: 2,
        variants: [{ sku: 'EBOOK', priceMoney: { decimalValue: '9.99', currencyCode: 'USD' }, unlimited: true }],
      },
    },
    {
      id: 'engraved',
      urlId: 'engraved-pen',
      title: 'Engraved pen',
      additionalFieldsFormId: 'form-engraving',
      price: 1250,
      stock: 10,
    },
    { id: 'note', urlId: 'note', title: 'Not a product' },
  ],
};

/** A paid test-mode checkout of a customer with an address (what the server passes the data layer). */
export const testCheckout = {
  currencyCode: 'USD',
  customer: {
    email: 'shopper@example.com',
    shippingAddress: { name: 'Ada Shopper', line1: '1 Main St', line2: null, city: 'Springfield', region: 'IL', postalCode: '62701', country: 'US' },
  },
  payment: { provider: 'test', status: 'paid', reference: 'test_ref', instructions: null, testMode: true },
  holdMs: 60 * 60_000,
} as const;
