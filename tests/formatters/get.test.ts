import { describe, expect, it } from 'vitest';
import { get } from '../../formatters/get.js';
import { fakeScope, format } from '../helpers/fake-scope.js';

const people = {
  '123': { person: { name: 'Bob', age: 19 } },
  '456': { person: { name: 'Fred', age: 22 } },
};

describe('get', () => {
  it('looks the value up by the key an argument holds', () => {
    const scope = fakeScope({ node: { id: '456' }, data: { people } });
    expect(format(get, people, ['@.id'], scope)).toEqual(people['456']);
  });

  it('takes an array argument as a whole path', () => {
    const scope = fakeScope({ node: '123', data: { paths: { name: ['person', 'name'] } } });
    expect(format(get, people, ['@', 'paths.name'], scope)).toBe('Bob');
  });

  it('accepts literals: quoted keys and numbers', () => {
    expect(format(get, people, ['"123"', '"person"', '"age"'])).toBe(19);
    expect(format(get, ['a', 'b'], ['1'])).toBe('b');
  });

  it('is missing when any step is', () => {
    const scope = fakeScope({ data: { ref: '456' } });
    expect(format(get, people, ['ref', 'ref'], scope)).toBeUndefined();
    expect(format(get, people, ['nope'], scope)).toBeUndefined();
  });

  it('does not split a string key on dots', () => {
    expect(format(get, { a: { b: 1 } }, ['"a.b"'])).toBeUndefined();
  });

  it('is missing when an argument is null, an object or holds a non-key', () => {
    const scope = fakeScope({ data: { n: null, o: { k: 1 }, bad: ['a', { x: 1 }] } });
    for (const arg of ['n', 'o', 'bad']) expect(format(get, { a: 1 }, [arg], scope)).toBeUndefined();
  });

  it('never reads inherited properties', () => {
    expect(format(get, {}, ['"constructor"'])).toBeUndefined();
    expect(format(get, ['a'], ['"length"'])).toBeUndefined();
    expect(format(get, 'text', ['"length"'])).toBeUndefined();
  });

  it('is missing for a missing value', () => {
    expect(format(get, undefined, ['"a"'])).toBeUndefined();
  });

  it('gives the value itself without arguments, as the reference does', () => {
    expect(get.args).toBeUndefined();
    expect(format(get, { a: 1 }, [])).toEqual({ a: 1 });
  });
});
