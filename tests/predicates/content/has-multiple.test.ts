import { describe, expect, it } from 'vitest';
import { hasMultiple } from '../../../predicates/content/has-multiple.js';
import { check } from '../../helpers/fake-scope.js';

describe('has-multiple?', () => {
  it('counts array elements and object keys', () => {
    expect(check(hasMultiple, [1, 2])).toBe(true);
    expect(check(hasMultiple, { a: 1, b: 2 })).toBe(true);
    for (const node of [[1], { a: 1 }, 'ab', 22, null]) expect(check(hasMultiple, node)).toBe(false);
  });
});
