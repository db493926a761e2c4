import { describe, expect, it } from 'vitest';
import { apply } from '../../formatters/apply.js';
import { ErrorCode } from '../../engine/error-codes.js';
import { fakeScope, format } from '../helpers/fake-scope.js';

function scopeWithPartial() {
  return fakeScope({
    partials: { card: (node, options) => `card(${JSON.stringify(node)}${options.private ? ', private' : ''})` },
  });
}

describe('apply', () => {
  it('renders the named partial against the value and returns its output', () => {
    const scope = scopeWithPartial();
    expect(format(apply, { id: 1 }, ['card'], scope)).toBe('card({"id":1})');
    expect(scope.applied[0]?.options).toEqual({ private: false });
  });

  it('passes private when the word is among the arguments', () => {
    const scope = scopeWithPartial();
    expect(format(apply, 'x', ['card', 'private'], scope)).toBe('card("x", private)');
  });

  it('collects key=value words as named arguments and ignores other words', () => {
    const scope = scopeWithPartial();
    format(apply, {}, ['card', 'foo=1', 'ignore', 'bar=2', 'private', 'ignoreme'], scope);
    const options = scope.applied[0]?.options;
    expect(options?.private).toBe(true);
    expect({ ...options?.args }).toEqual({ foo: '1', bar: '2' });
  });

  it('splits a named argument at its first "=" and lets a repeated name win last', () => {
    const scope = scopeWithPartial();
    format(apply, {}, ['card', 'q=a=b', 'x=1', 'x=2', 'empty='], scope);
    expect({ ...scope.applied[0]?.options?.args }).toEqual({ q: 'a=b', x: '2', empty: '' });
  });

  it('keeps __proto__ as an ordinary named argument', () => {
    const scope = scopeWithPartial();
    format(apply, {}, ['card', '__proto__=1'], scope);
    const args = scope.applied[0]?.options?.args ?? {};
    expect(Object.keys(args)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(args)).toBeNull();
  });

  it('passes a missing value on as missing', () => {
    const scope = scopeWithPartial();
    format(apply, undefined, ['card'], scope);
    expect(scope.applied[0]?.node).toBeUndefined();
  });

  it('renders nothing for a call without a name, as the references do, and warns', () => {
    const scope = scopeWithPartial();
    expect(format(apply, {}, [], scope)).toBe('');
    expect(scope.errors).toEqual([]);
    expect(scope.warnings.map((e) => e.code)).toEqual([ErrorCode.InvalidArguments]);
    expect(scope.applied).toEqual([]);
  });
});
