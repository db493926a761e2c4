import { describe, expect, it } from 'vitest';
import { lessThanOrEqual } from '../../predicates/lessThanOrEqual.js';
import { check, fakeScope } from '../helpers/fake-scope.js';

const scope = fakeScope({ data: { one: 1, two: 2, o: { a: 1 }, o2: { a: 1 } } });

describe('lessThanOrEqual?', () => {
  it('holds for smaller and equal values', () => {
    expect(check(lessThanOrEqual, {}, ['one', 'two'], scope)).toBe(true);
    expect(check(lessThanOrEqual, {}, ['one', '"1"'], scope)).toBe(true);
    expect(check(lessThanOrEqual, {}, ['two', 'one'], scope)).toBe(false);
  });

  it('compares the node with one argument', () => {
    expect(check(lessThanOrEqual, 'a', ['"b"'])).toBe(true);
  });

  // The reference says yes here; objects have no order.
  it('is false for objects, even equal ones', () => {
    expect(check(lessThanOrEqual, {}, ['o', 'o2'], scope)).toBe(false);
  });
});
