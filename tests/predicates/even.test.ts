import { describe, expect, it } from 'vitest';
import { even } from '../../predicates/even.js';
import { check, fakeScope } from '../helpers/fake-scope.js';

describe('even?', () => {
  it('holds for even whole numbers, negative ones and zero included', () => {
    expect([-4, -2, 0, 2, 4].every((n) => check(even, n))).toBe(true);
    expect([-5, -1, 1, 3].some((n) => check(even, n))).toBe(false);
  });

  it('is false for fractions and for anything that is not a number', () => {
    for (const value of [1.2, -3.3, '2', true, null, undefined, [2]]) expect(check(even, value)).toBe(false);
  });

  it('tests its argument instead of the node when given one', () => {
    const scope = fakeScope({ node: 1, vars: { '@index': 2 } });
    expect(check(even, 1, ['@index'], scope)).toBe(true);
    expect(check(even, 1, ['4'], scope)).toBe(true);
    expect(check(even, 1, ['"4"'], scope)).toBe(false);
  });
});
