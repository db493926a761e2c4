import { describe, expect, it } from 'vitest';
import { mediaCountText } from './media-count.js';

describe('the media list’s count line', () => {
  it.each([
    [30, 1234, true, '', 'Showing 30 of 1,234 files.'],
    [37, 37, false, '', '37 files, all shown.'],
    [1, 1, false, '', '1 file, all shown.'],
    [3, 3, false, 'kiln', '3 files match “kiln”.'],
    [1, 1, false, 'kiln', '1 file matches “kiln”.'],
    [30, 45, true, 'kiln', 'Showing 30 of 45 files matching “kiln”.'],
    [1200, 1234567, true, '', 'Showing 1,200 of 1,234,567 files.'],
    // A file added since the count: never fewer than are shown.
    [31, 30, false, '', '31 files, all shown.'],
  ])('%i shown of %i (more: %s, search “%s”) says %s', (shown, total, hasMore, search, words) => {
    expect(mediaCountText(shown, total, hasMore, search)).toBe(words);
  });
});
