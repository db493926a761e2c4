import { describe, expect, it } from 'vitest';
import { galleryMeta } from '../../../predicates/gallery/gallery-meta.js';
import { check } from '../../helpers/fake-scope.js';

const gallery = (options: Record<string, unknown>) => ({ options });

describe('gallery-meta?', () => {
  it('holds for controls or indicators', () => {
    expect(check(galleryMeta, gallery({ indicators: true }))).toBe(true);
    expect(check(galleryMeta, gallery({ controls: 1 }))).toBe(true);
    expect(check(galleryMeta, gallery({ controls: false }))).toBe(false);
  });

});
