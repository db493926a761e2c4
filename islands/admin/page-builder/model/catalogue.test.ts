import { describe, expect, it } from 'vitest';
import { catalogue } from './catalogue.js';

const kinds = (search: string, canUseCode = false, cover = false) => catalogue(search, { canUseCode, cover }).map((i) => i.kind);

describe('the block catalogue', () => {
  it.each([
    ['by name', 'image', false, ['image']],
    ['by keyword', 'slideshow', false, ['gallery']],
    ['by several words', 'blog latest', false, ['summary']],
    ['case and spaces ignored', '  QUOTE ', false, ['quote']],
    ['nothing found', 'zzz', false, []],
    ['code hidden without the right', 'html', false, []],
    ['code offered to an admin', 'html', true, ['code']],
  ])('%s', (_name, search, canUseCode, expected) => {
    expect(kinds(search, canUseCode)).toEqual(expected);
  });

  it('offers cover-only kinds on cover pages only', () => {
    expect(kinds('')).not.toContain('logo');
    expect(kinds('', false, true)).toContain('logo');
    expect(kinds('').length).toBe(18);
  });
});
