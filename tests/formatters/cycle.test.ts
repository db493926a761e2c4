import { describe, expect, it } from 'vitest';
import { cycle } from '../../formatters/cycle.js';
import { format } from '../helpers/fake-scope.js';

const words = ['foo', 'bar', 'baz', 'quux'];

describe('cycle', () => {
  it('picks the argument at the 1-based position the value gives', () => {
    expect([2, 1, 3].map((n) => format(cycle, n, words))).toEqual(['bar', 'foo', 'baz']);
  });

  it('wraps around in both directions', () => {
    expect([0, 4, 5, -1, -5].map((n) => format(cycle, n, ['a', 'b', 'c']))).toEqual(['c', 'a', 'b', 'b', 'a']);
  });

  it('reads numeric text', () => {
    expect(format(cycle, '2', words)).toBe('bar');
  });

  it('prints nothing for a value that is not a whole number', () => {
    for (const value of [2.5, 'x', null, undefined, [1]]) expect(format(cycle, value, words)).toBe('');
  });

  it('prints nothing without arguments', () => {
    expect(format(cycle, 1, [])).toBe('');
  });
});
