import { describe, expect, it } from 'vitest';
import type { PredicateDef } from '../../../engine/plugin.js';
import { productTypePredicates } from '../../../predicates/commerce/product-type.js';
import { check } from '../../helpers/fake-scope.js';

const product = (content: Record<string, unknown>) => ({ structuredContent: content });

function named(name: string): PredicateDef {
  const found = productTypePredicates.find((p) => p.name === name);
  if (found === undefined) throw new Error(`no ${name}`);
  return found;
}

describe('product type predicates', () => {
  it('has one per product type', () => {
    expect(productTypePredicates.map((p) => p.name)).toEqual(['physical?', 'digital?', 'service?', 'gift-card?', 'paywall?']);
  });

  it.each([
    ['physical?', 1],
    ['digital?', 2],
    ['service?', 3],
    ['gift-card?', 4],
    ['paywall?', 5],
  ])('%s holds for product type %i only', (name, code) => {
    for (const type of [1, 2, 3, 4, 5]) expect(check(named(name), product({ productType: type }))).toBe(type === code);
    expect(check(named(name), product({ productType: String(code) }))).toBe(true);
    expect(check(named(name), {})).toBe(false);
  });
});
