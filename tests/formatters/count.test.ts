import { describe, expect, it } from 'vitest';
import { count } from '../../formatters/count.js';
import { format } from '../helpers/fake-scope.js';

describe('count', () => {
  it('counts array elements, object keys and string characters', () => {
    expect(format(count, [0, 1, 2, 3])).toBe(4);
    expect(format(count, { foo: 1, bar: 2, baz: 3 })).toBe(3);
    expect(format(count, 'hi')).toBe(2);
  });

  it('is 0 for empty containers and for everything else', () => {
    for (const value of [[], {}, '', 123, true, null, undefined]) expect(format(count, value)).toBe(0);
  });
});
