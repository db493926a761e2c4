import { describe, expect, it } from 'vitest';
import { greaterThanOrEqual } from '../../predicates/greaterThanOrEqual.js';
import { check, fakeScope } from '../helpers/fake-scope.js';

const scope = fakeScope({ data: { one: 1, two: 2, s: 'x' } });

describe('greaterThanOrEqual?', () => {
  it('holds for greater and equal values', () => {
    expect(check(greaterThanOrEqual, {}, ['two', 'one'], scope)).toBe(true);
    expect(check(greaterThanOrEqual, {}, ['two', '2'], scope)).toBe(true);
    expect(check(greaterThanOrEqual, {}, ['one', 'two'], scope)).toBe(false);
  });

  it('compares the node with one argument', () => {
    expect(check(greaterThanOrEqual, 3, ['3'])).toBe(true);
  });

  it('is false for values that do not compare, even missing with missing', () => {
    expect(check(greaterThanOrEqual, {}, ['s', 'one'], scope)).toBe(false);
    expect(check(greaterThanOrEqual, {}, ['nope', 'nope'], scope)).toBe(false);
  });
});
