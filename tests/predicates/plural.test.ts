import { describe, expect, it } from 'vitest';
import { plural } from '../../predicates/plural.js';
import { check } from '../helpers/fake-scope.js';

describe('plural?', () => {
  it('holds for numbers above one, numeric text included', () => {
    for (const value of [2, 1.5, 100, '2']) expect(check(plural, value)).toBe(true);
  });

  it('does not hold for one, zero, negatives or non-numbers', () => {
    for (const value of [1, 0, -1, '1', 'x', null, undefined, true, [2], {}]) expect(check(plural, value)).toBe(false);
  });
});
