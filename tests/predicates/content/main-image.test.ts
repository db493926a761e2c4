import { describe, expect, it } from 'vitest';
import { mainImage } from '../../../predicates/content/main-image.js';
import { check } from '../../helpers/fake-scope.js';

describe('main-image?', () => {
  it('holds for a main image id or a system data id', () => {
    expect(check(mainImage, { mainImageId: 'a' })).toBe(true);
    expect(check(mainImage, { systemDataId: 'b' })).toBe(true);
    expect(check(mainImage, { mainImageId: '' })).toBe(false);
    expect(check(mainImage, {})).toBe(false);
  });
});
