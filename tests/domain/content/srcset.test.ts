import { describe, expect, it } from 'vitest';
import { SRCSET_WIDTHS, srcsetCandidates } from '../../../domain/content/srcset.js';

describe('srcsetCandidates', () => {
  it('knows the widths 100w to 2500w', () => {
    expect(SRCSET_WIDTHS).toEqual(['100w', '300w', '500w', '750w', '1000w', '1500w', '2500w']);
  });

  it('lists each stored width and skips entries that are not widths', () => {
    expect(srcsetCandidates('/a.jpg', '1500x983,100w,2500w')).toEqual(['/a.jpg?format=100w 100w', '/a.jpg?format=2500w 2500w']);
  });

  it('adds the original as the next width up when the largest is missing', () => {
    expect(srcsetCandidates('/a.jpg', '100w,300w')).toEqual([
      '/a.jpg?format=100w 100w',
      '/a.jpg?format=300w 300w',
      '/a.jpg?format=original 500w',
    ]);
  });

  it('adds no original after a width it does not know', () => {
    expect(srcsetCandidates('/a.jpg', '640w')).toEqual(['/a.jpg?format=640w 640w']);
  });

  it('is empty without widths', () => {
    expect(srcsetCandidates('/a.jpg', '')).toEqual([]);
    expect(srcsetCandidates('/a.jpg', '1500x983')).toEqual([]);
  });
});
