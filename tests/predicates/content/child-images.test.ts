import { describe, expect, it } from 'vitest';
import { childImages } from '../../../predicates/content/child-images.js';
import { check } from '../../helpers/fake-scope.js';

describe('child-images?', () => {
  it('looks at the first child only', () => {
    expect(check(childImages, { items: [{ systemDataId: 'x' }] })).toBe(true);
    expect(check(childImages, { items: [{ mainImageId: 'x' }] })).toBe(true);
    expect(check(childImages, { items: [{}, { systemDataId: 'x' }] })).toBe(false);
    expect(check(childImages, { items: [] })).toBe(false);
    expect(check(childImages, { items: { 0: { systemDataId: 'x' } } })).toBe(false);
  });
});
