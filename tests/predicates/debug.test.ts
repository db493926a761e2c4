import { describe, expect, it } from 'vitest';
import { debug } from '../../predicates/debug.js';
import { check, fakeScope } from '../helpers/fake-scope.js';

describe('debug?', () => {
  it('is false when nothing turns debugging on', () => {
    expect(check(debug, {}, [], fakeScope({ data: {} }))).toBe(false);
  });

  it('follows a debug value found in scope', () => {
    expect(check(debug, {}, [], fakeScope({ data: { debug: true } }))).toBe(true);
    expect(check(debug, {}, [], fakeScope({ node: { x: 1 }, data: { debug: 1 } }))).toBe(true);
    expect(check(debug, {}, [], fakeScope({ data: { debug: false } }))).toBe(false);
  });
});
