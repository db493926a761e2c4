import { describe, expect, it } from 'vitest';
import { nodePredicate } from '../../../predicates/content/node-predicate.js';
import { check } from '../../helpers/fake-scope.js';

describe('nodePredicate', () => {
  it('names a predicate that tests the node and ignores its arguments', () => {
    const p = nodePredicate('big?', (node) => node === 'big');
    expect(p.name).toBe('big?');
    expect(check(p, 'big', ['x', 'y'])).toBe(true);
    expect(check(p, 'big')).toBe(true);
    expect(check(p, 'small')).toBe(false);
  });
});
