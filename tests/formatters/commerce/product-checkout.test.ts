import { expect, it } from 'vitest';
import { html } from './render.js';

it('puts the selectors, the quantity input and the button together, in that order', () => {
  const data = {
    localizedStrings: { productQuantityInputLabel: 'Qty', productAddToCartText: 'Buy' },
    item: {
      id: 'i1',
      structuredContent: {
        productType: 1,
        variants: [{ qtyInStock: 2, attributes: { Size: 'S' } }, { qtyInStock: 3, attributes: { Size: 'M' } }],
        variantOptionOrdering: ['Size'],
      },
    },
  };
  const out = html('{item|product-checkout}', data);
  const parts = ['class="product-variants"', 'class="product-quantity-input"', 'class="sqs-add-to-cart-button-wrapper"'];
  const positions = parts.map((part) => out.indexOf(part));
  expect(positions.every((p) => p >= 0)).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  expect(out).toContain('<div class="quantity-label">Qty:</div>');
  expect(out).toContain('inner">Buy</div>');
  expect(out).toContain('  </div>\n\n\n\n<div class="product-quantity-input"');
  expect(out).toContain('</div>\n\n\n\n\n\n\n\n\n\n\n\n\n<div class="sqs-add-to-cart-button-wrapper"');
});

it('is only the button for a product without choices', () => {
  const out = html('{item|product-checkout}', { item: { id: 'i1', structuredContent: { productType: 2 } } });
  expect(out.startsWith('<div class="sqs-add-to-cart-button-wrapper"')).toBe(true);
});
