import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compile } from '../../../library/index.js';
import { referenceRender } from '../../helpers/reference-engine.js';

const ours = (source: string, data: unknown): string => compile(source).render(data, { now: 0 }).html;
/** Generated records as parsed JSON (plain objects: the reference reads no null-prototype ones). */
const json = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

/** Products of every type whose variants carry plain-number prices and no money objects. */
const plainVariant = fc.record(
  {
    price: fc.integer({ min: 0, max: 100_000 }),
    salePrice: fc.integer({ min: 0, max: 100_000 }),
    onSale: fc.boolean(),
    qtyInStock: fc.integer({ min: 0, max: 5 }),
    unlimited: fc.boolean(),
  },
  { requiredKeys: ['price'] },
);
const plainProduct = fc.record({
  id: fc.constant('p1'),
  collectionId: fc.constant('c1'),
  structuredContent: fc.record(
    {
      productType: fc.constantFrom(1, 2, 3, 4, '1'),
      variants: fc.array(plainVariant, { maxLength: 4 }),
      priceCents: fc.integer({ min: 0, max: 100_000 }),
      salePriceCents: fc.integer({ min: 0, max: 100_000 }),
      onSale: fc.boolean(),
    },
    { requiredKeys: ['productType', 'variants'] },
  ),
});

describe('product-price of a product whose prices are plain numbers (no money objects)', () => {
  it('prints what the reference prints: no amount from the numbers, only its zero default', () => {
    const item = { structuredContent: { productType: 1, variants: [{ price: 1250, onSale: false }] } };
    const out = ours('{item|product-price}', { item });
    expect(out).toBe(referenceRender('{item|product-price}', { item }));
    expect(out).not.toContain('12.50');
    expect(out.trim()).toBe('<div class="product-price">\n<span class="sqs-money-native">0.00</span>\n</div>');
  });

  it('matches the reference on generated products, with and without CLDR money formatting', () => {
    fc.assert(
      fc.property(plainProduct, fc.boolean(), (item, cldr) => {
        const data = json(cldr ? { item, featureFlags: { useCLDRMoneyFormat: true } } : { item });
        expect(ours('{item|product-price}', data)).toBe(referenceRender('{item|product-price}', data));
      }),
      { numRuns: 300 },
    );
  });
});

describe("add-to-cart-btn of a subscribable product keeps the reference's class list", () => {
  const subscribable = fc.record({
    id: fc.constant('p1'),
    collectionId: fc.constant('c1'),
    structuredContent: fc.record(
      {
        productType: fc.constantFrom(1, 3),
        isSubscribable: fc.constant(true),
        useCustomAddButtonText: fc.boolean(),
        customAddButtonText: fc.constantFrom('Join', ''),
        productSubscriptionOptions: fc.array(fc.record({ id: fc.constantFrom('opt-1', 'opt-2') }), { maxLength: 2 }),
        additionalFieldsFormId: fc.constant('f1'),
        additionalFieldsForm: fc.constant({ name: 'F', fields: [] }),
      },
      { requiredKeys: ['productType', 'isSubscribable'] },
    ),
  });

  it('has the primary button classes and the subscription flag', () => {
    const item = { id: 'p1', collectionId: 'c1', structuredContent: { productType: 1, isSubscribable: true } };
    const out = ours('{item|add-to-cart-btn}', { item });
    expect(out).toContain('class="sqs-add-to-cart-button sqs-suppress-edit-mode sqs-editable-button sqs-button-element--primary " role="button"');
    expect(out).toContain('data-is-subscription="true" data-original-label="Subscribe"');
    expect(out).toBe(referenceRender('{item|add-to-cart-btn}', { item }));
  });

  it('matches the reference on generated subscribable products', () => {
    fc.assert(
      fc.property(subscribable, fc.option(fc.record({ productSubscribeText: fc.constantFrom('SUBSCRIBE', '') }), { nil: undefined }), (item, strings) => {
        const data = json(strings === undefined ? { item } : { item, localizedStrings: strings });
        expect(ours('{item|add-to-cart-btn}', data)).toBe(referenceRender('{item|add-to-cart-btn}', data));
      }),
      { numRuns: 200 },
    );
  });
});
