import { describe, expect, it } from 'vitest';
import { equal } from '../../predicates/equal.js';
import { check, fakeScope } from '../helpers/fake-scope.js';

const data = {
  one: 1,
  oneText: '1',
  two: 2,
  x: 'x',
  o: { k: [1, { z: null }] },
  o2: { k: [1, { z: null }] },
  nil: null,
};
const scope = fakeScope({ data });

describe('equal?', () => {
  it('compares two arguments', () => {
    expect(check(equal, data, ['x', '"x"'], scope)).toBe(true);
    expect(check(equal, data, ['one', 'two'], scope)).toBe(false);
  });

  it('compares the node with one argument', () => {
    expect(check(equal, 2, ['two'], fakeScope({ node: 2, data }))).toBe(true);
    expect(check(equal, 2, ['3'], fakeScope({ node: 2, data }))).toBe(false);
  });

  it('does not convert between types', () => {
    expect(check(equal, data, ['one', 'oneText'], scope)).toBe(false);
    expect(check(equal, data, ['one', 'true'], scope)).toBe(false);
    expect(check(equal, data, ['0', 'false'], scope)).toBe(false);
  });

  it('compares arrays and objects by content', () => {
    expect(check(equal, data, ['o', 'o2'], scope)).toBe(true);
    expect(check(equal, data, ['o', 'one'], scope)).toBe(false);
  });

  it('treats null and missing as the same nothing', () => {
    expect(check(equal, data, ['nil', 'nope'], scope)).toBe(true);
    expect(check(equal, data, ['nope', 'null'], scope)).toBe(true);
    expect(check(equal, data, ['nil', '""'], scope)).toBe(false);
  });

  it('is false without arguments and accepts any count, as the reference does', () => {
    expect(check(equal, data, [], scope)).toBe(false);
    expect(equal.args).toBeUndefined();
  });
});
