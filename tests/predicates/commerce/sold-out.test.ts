import { describe, expect, it } from 'vitest';
import { soldOut } from '../../../predicates/commerce/sold-out.js';
import { check } from '../../helpers/fake-scope.js';

const product = (content: Record<string, unknown>) => ({ structuredContent: content });

describe('sold-out?', () => {
  it('no stock on a physical product; never for digital', () => {
    expect(check(soldOut, product({ productType: 1, variants: [{ qtyInStock: 0 }] }))).toBe(true);
    expect(check(soldOut, product({ productType: 1, variants: [{ unlimited: true }] }))).toBe(false);
    expect(check(soldOut, product({ productType: 2 }))).toBe(false);
  });
});
