import { describe, expect, it } from 'vitest';
import { lessThan } from '../../predicates/lessThan.js';
import { check, fakeScope } from '../helpers/fake-scope.js';

const scope = fakeScope({ data: { one: 1, two: 2, apple: 'apple', pear: 'pear' } });

describe('lessThan?', () => {
  it('holds for smaller values only', () => {
    expect(check(lessThan, {}, ['one', 'two'], scope)).toBe(true);
    expect(check(lessThan, {}, ['one', '1'], scope)).toBe(false);
    expect(check(lessThan, {}, ['apple', 'pear'], scope)).toBe(true);
  });

  it('compares the node with one argument', () => {
    expect(check(lessThan, -1, ['0'])).toBe(true);
  });

  it('is false when a side is missing', () => {
    expect(check(lessThan, {}, ['nope', 'two'], scope)).toBe(false);
  });
});
