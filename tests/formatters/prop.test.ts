import { describe, expect, it } from 'vitest';
import { prop } from '../../formatters/prop.js';
import { format } from '../helpers/fake-scope.js';

const foo = { bar: { quux: { baz: 'xyz' } } };

describe('prop', () => {
  it('descends along its arguments taken as names', () => {
    expect(format(prop, foo, ['bar', 'quux', 'baz'])).toBe('xyz');
  });

  it('splits each argument on dots', () => {
    expect(format(prop, foo, ['bar.quux', 'baz'])).toBe('xyz');
    expect(format(prop, foo, ['bar.quux.baz'])).toBe('xyz');
  });

  it('is missing as soon as a step is', () => {
    expect(format(prop, foo, ['x', 'y', 'z'])).toBeUndefined();
    expect(format(prop, foo, ['bar..quux'])).toBeUndefined();
  });

  it('indexes arrays by number and objects by the same text', () => {
    expect(format(prop, ['foo', 'bar', 'baz'], ['2'])).toBe('baz');
    expect(format(prop, ['foo', 'bar', 'baz'], ['foo'])).toBeUndefined();
    expect(format(prop, { '0': 'zero' }, ['0'])).toBe('zero');
    expect(format(prop, { '0': 'zero' }, ['1'])).toBeUndefined();
  });

  it('does not resolve arguments as variables or literals', () => {
    expect(format(prop, { k: 1 }, ['"k"'])).toBeUndefined();
  });

  it('never reads inherited properties', () => {
    expect(format(prop, {}, ['__proto__'])).toBeUndefined();
    expect(format(prop, [1], ['length'])).toBeUndefined();
  });

  it('is missing for a missing value', () => {
    expect(format(prop, undefined, ['a'])).toBeUndefined();
  });
});
