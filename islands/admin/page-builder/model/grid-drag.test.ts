import { describe, expect, it } from 'vitest';
import { dragAnnouncement, draggedPlacement } from './grid-drag.js';

const grid = { columnStep: 50, rowStep: 48 };
const start = { column: 3, row: 2, span: 4, rows: 2 };

describe('a drag in grid cells', () => {
  it.each([
    ['no movement', 'move', { x: 0, y: 0 }, start],
    ['one column right', 'move', { x: 50, y: 0 }, { ...start, column: 4 }],
    ['rounded to the nearest cell', 'move', { x: 74, y: 25 }, { ...start, column: 4, row: 3 }],
    ['stopped at the left edge', 'move', { x: -500, y: 0 }, { ...start, column: 1 }],
    ['stopped at the right edge', 'move', { x: 5000, y: 0 }, { ...start, column: 9 }],
    ['stopped at the top', 'move', { x: 0, y: -1000 }, { ...start, row: 1 }],
    ['wider', 'resize', { x: 100, y: 48 }, { ...start, span: 6, rows: 3 }],
    ['never past the right edge', 'resize', { x: 5000, y: 0 }, { ...start, span: 10 }],
    ['never smaller than a cell', 'resize', { x: -5000, y: -5000 }, { ...start, span: 1, rows: 1 }],
  ] as const)('%s', (_name, mode, delta, expected) => {
    expect(draggedPlacement(start, mode, delta, grid)).toEqual(expected);
  });

  it('announces where the block is in words', () => {
    expect(dragAnnouncement('end', 'Text 1', 'move', { column: 1, row: 1, span: 1, rows: 2 })).toBe('Text 1 placed at column 1, row 1, 1 column wide, 2 rows tall.');
  });
});
