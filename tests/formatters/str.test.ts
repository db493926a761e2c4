import { describe, expect, it } from 'vitest';
import { str } from '../../formatters/str.js';
import { format } from '../helpers/fake-scope.js';

describe('str', () => {
  it('turns scalars into their text', () => {
    expect(format(str, 'Central Park')).toBe('Central Park');
    expect(format(str, -15)).toBe('-15');
    expect(format(str, false)).toBe('false');
  });

  it('turns null, missing, arrays and objects into empty text', () => {
    for (const value of [null, undefined, [1, 2, 'blue'], { color: 'red' }]) expect(format(str, value)).toBe('');
  });
});
