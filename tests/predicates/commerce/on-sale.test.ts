import { describe, expect, it } from 'vitest';
import { onSale } from '../../../predicates/commerce/on-sale.js';
import { check } from '../../helpers/fake-scope.js';

const product = (content: Record<string, unknown>) => ({ structuredContent: content });

describe('on-sale?', () => {
  it('a variant on sale, or the digital product flag', () => {
    expect(check(onSale, product({ productType: 1, variants: [{}, { onSale: true }] }))).toBe(true);
    expect(check(onSale, product({ productType: 2, onSale: true }))).toBe(true);
    expect(check(onSale, product({ productType: 1, variants: [{}] }))).toBe(false);
  });
});
