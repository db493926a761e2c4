import { describe, expect, it } from 'vitest';
import { lookup } from '../../formatters/lookup.js';
import { fakeScope, format } from '../helpers/fake-scope.js';

const scope = fakeScope({
  data: { which: 'bar', keys: { first: 'name', deep: 'a.b' }, index: 1, nothing: null },
});

describe('lookup', () => {
  it('uses the key held by the argument', () => {
    expect(format(lookup, { bar: 123 }, ['which'], scope)).toBe(123);
    expect(format(lookup, { name: 'Stratocaster' }, ['keys.first'], scope)).toBe('Stratocaster');
  });

  it('reads a dotted key as a path', () => {
    expect(format(lookup, { a: { b: 'deep' } }, ['keys.deep'], scope)).toBe('deep');
  });

  it('uses a number as an index', () => {
    expect(format(lookup, ['p', 'q'], ['index'], scope)).toBe('q');
  });

  it('accepts a quoted literal key', () => {
    expect(format(lookup, { k: 'v' }, ['"k"'], scope)).toBe('v');
  });

  it('is missing when the argument is missing, null or not a key', () => {
    for (const arg of ['nope', 'nothing', 'keys']) expect(format(lookup, { a: 1 }, [arg], scope)).toBeUndefined();
  });

  it('never reads inherited properties', () => {
    expect(format(lookup, {}, ['"__proto__"'], scope)).toBeUndefined();
  });

  it('is missing for a missing value or when no argument is given', () => {
    expect(format(lookup, undefined, ['which'], scope)).toBeUndefined();
    expect(format(lookup, { a: 1 }, [], scope)).toBeUndefined();
  });
});
