import { describe, expect, it } from 'vitest';
import { notEqual } from '../../predicates/notEqual.js';
import { check, fakeScope } from '../helpers/fake-scope.js';

const data = { one: 1, oneText: '1', a: [1, 2], b: [1, 2] };
const scope = fakeScope({ data });

describe('notEqual?', () => {
  it('is the opposite of equal?', () => {
    expect(check(notEqual, data, ['one', 'oneText'], scope)).toBe(true);
    expect(check(notEqual, data, ['a', 'b'], scope)).toBe(false);
    expect(check(notEqual, data, ['one', '1'], scope)).toBe(false);
  });

  it('compares the node with one argument', () => {
    expect(check(notEqual, 'x', ['"y"'])).toBe(true);
    expect(check(notEqual, 'x', ['"x"'])).toBe(false);
  });

  it('is false without arguments', () => {
    expect(check(notEqual, data, [], scope)).toBe(false);
  });
});
