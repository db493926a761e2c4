import { describe, expect, it } from 'vitest';
import { hasVariants } from '../../../predicates/commerce/has-variants.js';
import { check } from '../../helpers/fake-scope.js';

const product = (content: Record<string, unknown>) => ({ structuredContent: content });

describe('has-variants?', () => {
  it('more than one variant, not digital', () => {
    expect(check(hasVariants, product({ productType: 1, variants: [{}, {}] }))).toBe(true);
    expect(check(hasVariants, product({ productType: 2, variants: [{}, {}] }))).toBe(false);
    expect(check(hasVariants, product({ variants: [{}] }))).toBe(false);
  });
});
