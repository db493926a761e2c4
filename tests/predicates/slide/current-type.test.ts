import { describe, expect, it } from 'vitest';
import { currentType } from '../../../predicates/slide/current-type.js';
import { check } from '../../helpers/fake-scope.js';

describe('current-type?', () => {
  it('compares currentType with the named slice type', () => {
    expect(check(currentType, { currentType: 5 }, ['gallery'])).toBe(true);
    expect(check(currentType, { currentType: 1 }, ['heading'])).toBe(true);
    expect(check(currentType, { currentType: '19' }, ['twitter'])).toBe(true);
    expect(check(currentType, { currentType: 5.7 }, ['gallery'])).toBe(true);
    expect(check(currentType, { currentType: 4 }, ['gallery'])).toBe(false);
  });

  it('does not hold for unknown names or a missing argument', () => {
    expect(check(currentType, { currentType: 5 }, ['galleries'])).toBe(false);
    expect(check(currentType, { currentType: 0 }, ['constructor'])).toBe(false);
    expect(check(currentType, { currentType: 5 }, [])).toBe(false);
    expect(check(currentType, {}, ['heading'])).toBe(false);
  });
});
