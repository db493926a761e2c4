import { describe, expect, it } from 'vitest';
import { subscribable } from '../../../predicates/commerce/subscribable.js';
import { check } from '../../helpers/fake-scope.js';

const product = (content: Record<string, unknown>) => ({ structuredContent: content });

describe('subscribable?', () => {
  it('follows the isSubscribable flag', () => {
    expect(check(subscribable, product({ productType: 1, isSubscribable: true }))).toBe(true);
    expect(check(subscribable, product({ productType: 1, isSubscribable: 'true' }))).toBe(true);
    expect(check(subscribable, product({ productType: 1, isSubscribable: false }))).toBe(false);
    expect(check(subscribable, product({ productType: 1 }))).toBe(false);
  });
});
