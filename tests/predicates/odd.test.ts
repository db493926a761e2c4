import { describe, expect, it } from 'vitest';
import { odd } from '../../predicates/odd.js';
import { check, fakeScope } from '../helpers/fake-scope.js';

describe('odd?', () => {
  it('holds for odd whole numbers, negative ones included', () => {
    expect([-5, -3, -1, 1, 3, 5].every((n) => check(odd, n))).toBe(true);
    expect([-4, 0, 2].some((n) => check(odd, n))).toBe(false);
  });

  it('is false for fractions and for anything that is not a number', () => {
    for (const value of [1.5, -3.3, '3', true, null, undefined]) expect(check(odd, value)).toBe(false);
  });

  it('tests its argument instead of the node when given one', () => {
    expect(check(odd, 2, ['@index'], fakeScope({ vars: { '@index': 3 } }))).toBe(true);
  });
});
