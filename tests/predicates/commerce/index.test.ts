import { describe, expect, it } from 'vitest';
import { commercePredicates } from '../../../predicates/commerce/index.js';

describe('commerce predicate table', () => {
  it('has the status, subscription and product type predicates', () => {
    expect(commercePredicates.map((p) => p.name)).toEqual([
      'has-variants?', 'on-sale?', 'sold-out?', 'subscribable?', 'varied-prices?',
      'physical?', 'digital?', 'service?', 'gift-card?', 'paywall?',
    ]);
  });
});
