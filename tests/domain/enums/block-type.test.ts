import { describe, expect, it } from 'vitest';
import { BlockType } from '../../../domain/enums/block-type.js';

describe('BlockType', () => {
  it('has the listed block types', () => {
    expect(BlockType.byName).toEqual({ navigation: 1, html: 2, image: 5, form: 9, product: 43, 'member-area': 67, accordion: 69 });
  });
});
