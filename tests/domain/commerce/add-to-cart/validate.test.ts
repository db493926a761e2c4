import { describe, expect, it } from 'vitest';
import type { ProductData, VariantData } from '../../../../domain/commerce/product-data.js';
import { checkAdd, readQuantity } from '../../../../domain/commerce/add-to-cart/validate.js';

const variant = (id: string, Color: string, Size: string, qtyInStock: number, unlimited = false): VariantData => ({
  id, sku: id, attributes: { Color, Size }, unlimited, qtyInStock,
});
const apron: ProductData = {
  itemId: 'p', title: 'Apron', productType: 1, subscription: false, express: false,
  options: [{ name: 'Color', values: ['N', 'C'] }, { name: 'Size', values: ['S', 'L'] }],
  variants: [variant('ns', 'N', 'S', 2), variant('cl', 'C', 'L', 0)],
};
const gift: ProductData = {
  ...apron, productType: 4, options: [{ name: 'Value', values: ['$25'] }],
  variants: [{ id: 'g', sku: 'g', attributes: { Value: '$25' }, unlimited: true, qtyInStock: 0 }],
};

describe('checks before an add', () => {
  it('asks for the unselected options', () => {
    expect(checkAdd(apron, {}, '1')).toEqual({ ok: false, message: 'Please select the Color and Size options.' });
    expect(checkAdd(apron, { Color: 'N' }, '1')).toEqual({ ok: false, message: 'Please select the Size option.' });
  });

  it('asks for a gift card denomination', () => {
    expect(checkAdd(gift, {}, undefined)).toEqual({ ok: false, message: 'Select a denomination for the Gift Card' });
    expect(checkAdd(gift, { Value: '$25' }, undefined)).toMatchObject({ ok: true, quantity: 1 });
  });

  it('refuses a missing variant and a sold-out one', () => {
    expect(checkAdd(apron, { Color: 'N', Size: 'L' }, '1')).toEqual({
      ok: false, message: 'Sorry, that item variant is unavailable. Please select another variant.',
    });
    expect(checkAdd(apron, { Color: 'C', Size: 'L' }, '1')).toEqual({ ok: false, message: 'Sorry, we do not have enough of that item available.' });
    expect(checkAdd(apron, { Color: 'N', Size: 'S' }, '3')).toEqual({ ok: false, message: 'Sorry, we do not have enough of that item available.' });
  });

  it('reads the quantity', () => {
    expect(readQuantity('abc')).toEqual({ ok: false, message: 'Quantity must be a number.' });
    expect(readQuantity('')).toEqual({ ok: false, message: 'Quantity must be a number.' });
    expect(readQuantity('1.5')).toEqual({ ok: false, message: 'Quantity must be a whole number' });
    expect(readQuantity(' 2 ')).toEqual({ ok: true, quantity: 2 });
    expect(checkAdd(apron, { Color: 'N', Size: 'S' }, '2')).toMatchObject({ ok: true, quantity: 2, variant: { id: 'ns' } });
  });
});
