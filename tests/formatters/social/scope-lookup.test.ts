import { describe, expect, it } from 'vitest';
import { lookup, siteSetting } from '../../../formatters/social/scope-lookup.js';
import { fakeScope } from '../../helpers/fake-scope.js';

describe('lookup', () => {
  it('looks in the value first, then in the scopes', () => {
    const scope = fakeScope({ data: { a: { b: 'outer' } } });
    expect(lookup({ a: { b: 'inner' } }, scope, ['a', 'b'])).toBe('inner');
    expect(lookup({}, scope, ['a', 'b'])).toBe('outer');
    expect(lookup({ a: {} }, scope, ['a', 'b'])).toBeUndefined();
  });

  it('never reaches prototypes', () => {
    expect(lookup({}, fakeScope(), ['constructor'])).toBeUndefined();
  });
});

describe('siteSetting', () => {
  it('reads websiteSettings, else website', () => {
    expect(siteSetting({}, fakeScope({ data: { websiteSettings: { x: 1 }, website: { x: 2 } } }), 'x')).toBe(1);
    expect(siteSetting({}, fakeScope({ data: { website: { x: 2 } } }), 'x')).toBe(2);
    expect(siteSetting({}, fakeScope(), 'x')).toBeUndefined();
  });
});
