import { describe, expect, it } from 'vitest';
import { keyBy } from '../../formatters/key-by.js';
import { getOwn } from '../../engine/values.js';
import { format } from '../helpers/fake-scope.js';

const people = [
  { name: 'Bob', email: { primary: 'bob@example.com' }, id: 7 },
  { name: 'Joe', email: { primary: 'joe@example.com' }, id: 8 },
];

describe('key-by', () => {
  it('keys an array of objects by a property', () => {
    const byName = format(keyBy, people, ['name']);
    expect(JSON.stringify(byName)).toBe(JSON.stringify({ Bob: people[0], Joe: people[1] }));
  });

  it('follows a dotted path and keys by numbers as text', () => {
    expect(Object.keys(format(keyBy, people, ['email.primary']) as object)).toEqual([
      'bob@example.com',
      'joe@example.com',
    ]);
    expect(Object.keys(format(keyBy, people, ['id']) as object)).toEqual(['7', '8']);
  });

  it('lets a later element with the same key win', () => {
    const result = format(keyBy, [{ k: 'a', n: 1 }, { k: 'a', n: 2 }], ['k']);
    expect(getOwn(getOwn(result, 'a'), 'n')).toBe(2);
  });

  // The reference keys objects as "[object Object]" and keys booleans as text.
  it('leaves out elements without a string or number key', () => {
    const result = format(keyBy, [{ k: { o: 1 } }, { k: true }, { k: null }, {}, 'text', null], ['k']);
    expect(Object.keys(result as object)).toEqual([]);
  });

  // The reference lets a `__proto__` key replace the result's prototype.
  it('keeps __proto__ as an ordinary key', () => {
    const element = { k: '__proto__' };
    const result = format(keyBy, [element], ['k']);
    expect(getOwn(result, '__proto__')).toBe(element);
    expect(Object.keys(result as object)).toEqual(['__proto__']);
  });

  it('gives an empty object for anything but an array', () => {
    for (const value of [undefined, null, { a: { k: 'x' } }, 'ab']) {
      expect(Object.keys(format(keyBy, value, ['k']) as object)).toEqual([]);
    }
  });
});
