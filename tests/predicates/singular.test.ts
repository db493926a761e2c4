import { describe, expect, it } from 'vitest';
import { singular } from '../../predicates/singular.js';
import { check } from '../helpers/fake-scope.js';

describe('singular?', () => {
  it('holds for one, as a number, text or true', () => {
    for (const value of [1, 1.0, '1', true]) expect(check(singular, value)).toBe(true);
  });

  it('does not hold for anything else', () => {
    for (const value of [0, 2, -1, 1.5, 'one', null, undefined, false, [1]]) expect(check(singular, value)).toBe(false);
  });
});
