import { describe, expect, it } from 'vitest';
import { greaterThan } from '../../predicates/greaterThan.js';
import { check, fakeScope } from '../helpers/fake-scope.js';

const data = { one: 1, two: 2, ten: '10', nine: '9', a: 'a', b: 'b', t: true, o: { k: 1 }, nil: null };
const scope = fakeScope({ data });

describe('greaterThan?', () => {
  it('compares numbers', () => {
    expect(check(greaterThan, data, ['two', 'one'], scope)).toBe(true);
    expect(check(greaterThan, data, ['one', 'two'], scope)).toBe(false);
    expect(check(greaterThan, data, ['one', '1'], scope)).toBe(false);
  });

  it('compares the node with one argument', () => {
    expect(check(greaterThan, 5, ['4'])).toBe(true);
    expect(check(greaterThan, 5, ['5'])).toBe(false);
  });

  it('compares two strings as text, even numeric ones', () => {
    expect(check(greaterThan, data, ['b', 'a'], scope)).toBe(true);
    expect(check(greaterThan, data, ['ten', 'nine'], scope)).toBe(false);
  });

  it('compares numeric text and booleans with numbers as numbers', () => {
    expect(check(greaterThan, data, ['ten', 'two'], scope)).toBe(true);
    expect(check(greaterThan, data, ['two', 't'], scope)).toBe(true);
  });

  // The reference orders "a" above 10 and missing below 10.
  it('is false for values that do not compare', () => {
    for (const [x, y] of [['a', 'two'], ['two', 'a'], ['nope', 'two'], ['two', 'nil'], ['o', 'one']]) {
      expect(check(greaterThan, data, [x as string, y as string], scope)).toBe(false);
    }
  });

  it('is false without arguments', () => {
    expect(check(greaterThan, 1, [])).toBe(false);
  });
});
