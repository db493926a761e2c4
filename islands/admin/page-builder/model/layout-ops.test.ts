import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BLOCK_KINDS, type BlockKind } from '../../../../domain/layout/block-kinds.js';
import { EMPTY_LAYOUT, LAYOUT_LIMITS, type Layout, type Placement } from '../../../../domain/layout/layout.js';
import { clampPlacement, firstFreeSpot, isValidPlacement, type Arrangement } from '../../../../domain/layout/placement.js';
import { record, redo, startHistory, undo } from './edit-history.js';
import {
  addBlock,
  addSection,
  BLOCK_LIMIT_MESSAGE,
  blockCount,
  duplicateBlock,
  duplicateSection,
  moveBlockBy,
  moveSection,
  placeBlock,
  placementOf,
  removeBlock,
  removeSection,
  resizeBlockBy,
  updateBlockSettings,
  type Change,
} from './layout-ops.js';
import { layoutProblems } from './layout-problems.js';

const counter = () => {
  let n = 0;
  return () => `id${String((n += 1))}`;
};

const ok = (change: Change): Layout => {
  if (!change.ok) throw new Error(change.message);
  return change.layout;
};

const at = (column: number, row: number, span: number, rows: number): Placement => ({ column, row, span, rows });

/** One section `s` with blocks of the kinds given, added in order. */
function withBlocks(...kinds: BlockKind[]): Layout {
  let layout = ok(addSection(EMPTY_LAYOUT, 's'));
  kinds.forEach((kind, i) => {
    layout = ok(addBlock(layout, 's', kind, `b${String(i + 1)}`));
  });
  return layout;
}

describe('placement arithmetic', () => {
  it.each([
    ['inside', at(1, 1, 12, 1), true],
    ['last column', at(12, 3, 1, 2), true],
    ['past the right edge', at(7, 1, 7, 1), false],
    ['column 0', at(0, 1, 2, 1), false],
    ['no height', at(1, 1, 2, 0), false],
    ['past the last row', at(1, 200, 1, 2), false],
    ['fractional', at(1.5, 1, 2, 1), false],
  ])('%s', (_name, placement, valid) => {
    expect(isValidPlacement(placement)).toBe(valid);
  });

  it.each([
    ['kept when inside', at(3, 2, 4, 2), at(3, 2, 4, 2)],
    ['moved left to fit its span', at(10, 1, 6, 1), at(7, 1, 6, 1)],
    ['span cut to the grid', at(1, 1, 20, 1), at(1, 1, 12, 1)],
    ['row at least 1', at(1, -3, 2, 1), at(1, 1, 2, 1)],
    ['not a number → the start', at(Number.NaN, 1, 2, 1), at(1, 1, 2, 1)],
  ])('clamp: %s', (_name, placement, expected) => {
    expect(clampPlacement(placement)).toEqual(expected);
  });

  it.each([
    ['empty grid', [], 6, 2, at(1, 1, 6, 2)],
    ['beside a half', [at(1, 1, 6, 2)], 6, 2, at(7, 1, 6, 2)],
    ['below a full row', [at(1, 1, 12, 2)], 4, 1, at(1, 3, 4, 1)],
    ['into a hole', [at(1, 1, 3, 1), at(7, 1, 6, 1)], 3, 1, at(4, 1, 3, 1)],
  ])('first free spot: %s', (_name, taken, span, rows, expected) => {
    expect(firstFreeSpot(taken, span, rows)).toEqual(expected);
  });
});

describe('editing a layout', () => {
  it('adds blocks at the first free spot, side by side then below', () => {
    const layout = withBlocks('text', 'image', 'button');
    expect(layout.sections[0]?.blocks.map((b) => [b.kind, b.desktop])).toEqual([
      ['text', at(1, 1, 6, 2)],
      ['image', at(7, 1, 6, 4)],
      ['button', at(1, 3, 3, 1)],
    ]);
    expect(layout.sections[0]?.blocks[1]?.variant).toBe('inline');
  });

  it('refuses a block without a section', () => {
    expect(addBlock(EMPTY_LAYOUT, 'nowhere', 'text', 'b1')).toEqual({ ok: false, message: 'Add a section first: blocks are placed in a section.' });
  });

  it('refuses the 61st block with a message naming the limit, and a duplicate past it', () => {
    let layout = ok(addSection(EMPTY_LAYOUT, 's'));
    for (let i = 0; i < LAYOUT_LIMITS.blocksPerLayout; i += 1) layout = ok(addBlock(layout, 's', 'spacer', `b${String(i)}`));
    expect(blockCount(layout)).toBe(60);
    expect(addBlock(layout, 's', 'text', 'more')).toEqual({ ok: false, message: BLOCK_LIMIT_MESSAGE });
    expect(duplicateBlock(layout, 'b0', 'more')).toEqual({ ok: false, message: BLOCK_LIMIT_MESSAGE });
    expect(duplicateSection(layout, 's', counter())).toEqual({ ok: false, message: BLOCK_LIMIT_MESSAGE });
    expect(BLOCK_LIMIT_MESSAGE).toBe('A layout holds at most 60 blocks. Remove a block before adding another.');
  });

  it.each<[string, (l: Layout) => Change, Placement]>([
    ['right by one', (l) => moveBlockBy(l, 'b1', 'desktop', 1, 0), at(2, 1, 6, 2)],
    ['left stays in the grid', (l) => moveBlockBy(l, 'b1', 'desktop', -3, 0), at(1, 1, 6, 2)],
    ['far right stops at the edge', (l) => moveBlockBy(l, 'b1', 'desktop', 40, 1), at(7, 2, 6, 2)],
    ['wider', (l) => resizeBlockBy(l, 'b1', 'desktop', 2, 0), at(1, 1, 8, 2)],
    ['wider than the grid stops at its edge', (l) => resizeBlockBy(l, 'b1', 'desktop', 20, 0), at(1, 1, 12, 2)],
    ['never narrower than a column', (l) => resizeBlockBy(l, 'b1', 'desktop', -20, -20), at(1, 1, 1, 1)],
    ['placed anywhere is clamped', (l) => placeBlock(l, 'b1', 'desktop', at(11, 5, 4, 1)), at(9, 5, 4, 1)],
  ])('moves and resizes on desktop: %s', (_name, change, expected) => {
    expect(placementOf(ok(change(withBlocks('text'))), 'b1', 'desktop')).toEqual(expected);
  });

  it('arranges phones apart from desktop: the first phone move stacks the section, the moved block pushes the one it covers down', () => {
    const layout = ok(moveBlockBy(withBlocks('text', 'image'), 'b2', 'phone', 0, -3));
    const [text, image] = layout.sections[0]?.blocks ?? [];
    expect(text?.desktop).toEqual(at(1, 1, 6, 2));
    expect(image?.desktop).toEqual(at(7, 1, 6, 4));
    expect(image?.phone).toEqual(at(1, 1, 12, 4));
    expect(text?.phone).toEqual(at(1, 5, 12, 2));
    // A block added afterwards gets its own phone spot below the arranged ones.
    const more = ok(addBlock(layout, 's', 'button', 'b3'));
    expect(more.sections[0]?.blocks[2]?.phone).toEqual(at(1, 7, 12, 1));
  });

  it('pushes the blocks a placed block covers down below it, in that arrangement only', () => {
    // text 1,1 6x2; image 7,1 6x4; button 1,3 3x1
    const widened = ok(resizeBlockBy(withBlocks('text', 'image', 'button'), 'b3', 'desktop', 6, 0));
    expect(widened.sections[0]?.blocks.map((b) => b.desktop)).toEqual([at(1, 1, 6, 2), at(7, 4, 6, 4), at(1, 3, 9, 1)]);
    const phone = ok(placeBlock(withBlocks('text', 'image', 'button'), 'b3', 'phone', at(1, 1, 12, 1)));
    expect(phone.sections[0]?.blocks.map((b) => b.phone)).toEqual([at(1, 2, 12, 2), at(1, 4, 12, 4), at(1, 1, 12, 1)]);
    expect(phone.sections[0]?.blocks.map((b) => b.desktop)).toEqual([at(1, 1, 6, 2), at(7, 1, 6, 4), at(1, 3, 3, 1)]);
  });

  it('duplicates, removes and moves sections and blocks', () => {
    const ids = counter();
    let layout = ok(duplicateSection(withBlocks('text'), 's', ids));
    expect(layout.sections.map((s) => s.id)).toEqual(['s', 'id1']);
    expect(layout.sections[1]?.blocks.map((b) => b.id)).toEqual(['id2']);
    layout = ok(moveSection(layout, 'id1', -1));
    expect(layout.sections.map((s) => s.id)).toEqual(['id1', 's']);
    expect(ok(moveSection(layout, 'id1', -1))).toEqual(layout);
    layout = ok(duplicateBlock(layout, 'b1', 'copy'));
    expect(layout.sections[1]?.blocks.map((b) => [b.id, b.desktop])).toEqual([['b1', at(1, 1, 6, 2)], ['copy', at(7, 1, 6, 2)]]);
    layout = ok(removeBlock(layout, 'b1'));
    layout = ok(removeSection(layout, 'id1'));
    expect(layout.sections.map((s) => [s.id, s.blocks.map((b) => b.id)])).toEqual([['s', ['copy']]]);
  });

  it('merges settings', () => {
    const layout = ok(updateBlockSettings(withBlocks('button'), 'b1', { label: 'Buy now' }));
    expect(layout.sections[0]?.blocks[0]?.settings).toEqual({ label: 'Buy now', url: '/', size: 'medium', alignment: 'left' });
  });
});

describe('undo and redo', () => {
  it('coalesces typing in one field into one step', () => {
    const base = withBlocks('text');
    let history = startHistory(base);
    for (const html of ['<p>H</p>', '<p>He</p>', '<p>Hello</p>']) history = record(history, ok(updateBlockSettings(history.present, 'b1', { html })), 'b1.html');
    history = record(history, ok(moveBlockBy(history.present, 'b1', 'desktop', 1, 0)));
    expect(history.past).toHaveLength(2);
    history = undo(history);
    expect(history.present.sections[0]?.blocks[0]?.settings).toEqual({ html: '<p>Hello</p>' });
    history = undo(history);
    expect(history.present).toBe(base);
    history = redo(redo(history));
    expect(placementOf(history.present, 'b1', 'desktop')).toEqual(at(2, 1, 6, 2));
  });
});

/** Operations as data, so fast-check can shrink a failing sequence to a short one. */
type Op =
  | { op: 'addSection'; at: number }
  | { op: 'removeSection'; pick: number }
  | { op: 'duplicateSection'; pick: number }
  | { op: 'moveSection'; pick: number; delta: -1 | 1 }
  | { op: 'addBlock'; pick: number; kind: BlockKind }
  | { op: 'removeBlock'; pick: number }
  | { op: 'duplicateBlock'; pick: number }
  | { op: 'move'; pick: number; arrangement: Arrangement; dx: number; dy: number }
  | { op: 'resize'; pick: number; arrangement: Arrangement; dw: number; dh: number }
  | { op: 'place'; pick: number; arrangement: Arrangement; column: number; row: number; span: number; rows: number };

const arrangement = fc.constantFrom<Arrangement>('desktop', 'phone');
const pick = fc.nat(100);
const step = fc.integer({ min: -15, max: 15 });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ op: fc.constant('addSection' as const), at: fc.nat(40) }),
  fc.record({ op: fc.constant('removeSection' as const), pick }),
  fc.record({ op: fc.constant('duplicateSection' as const), pick }),
  fc.record({ op: fc.constant('moveSection' as const), pick, delta: fc.constantFrom<-1 | 1>(-1, 1) }),
  fc.record({ op: fc.constant('addBlock' as const), pick, kind: fc.constantFrom(...BLOCK_KINDS) }),
  fc.record({ op: fc.constant('addBlock' as const), pick, kind: fc.constantFrom(...BLOCK_KINDS) }),
  fc.record({ op: fc.constant('removeBlock' as const), pick }),
  fc.record({ op: fc.constant('duplicateBlock' as const), pick }),
  fc.record({ op: fc.constant('move' as const), pick, arrangement, dx: step, dy: step }),
  fc.record({ op: fc.constant('resize' as const), pick, arrangement, dw: step, dh: step }),
  fc.record({ op: fc.constant('place' as const), pick, arrangement, column: fc.integer({ min: -5, max: 20 }), row: fc.integer({ min: -5, max: 260 }), span: fc.integer({ min: -2, max: 20 }), rows: fc.integer({ min: -2, max: 260 }) }),
);

function apply(layout: Layout, op: Op, newId: () => string): Change {
  const sections = layout.sections;
  const blocks = sections.flatMap((s) => s.blocks);
  const section = sections[op.op === 'addSection' ? 0 : op.pick % Math.max(1, sections.length)];
  const block = blocks[op.op === 'addSection' ? 0 : op.pick % Math.max(1, blocks.length)];
  switch (op.op) {
    case 'addSection': return addSection(layout, newId(), op.at);
    case 'removeSection': return section ? removeSection(layout, section.id) : { ok: true, layout };
    case 'duplicateSection': return section ? duplicateSection(layout, section.id, newId) : { ok: true, layout };
    case 'moveSection': return section ? moveSection(layout, section.id, op.delta) : { ok: true, layout };
    case 'addBlock': return section ? addBlock(layout, section.id, op.kind, newId()) : { ok: true, layout };
    case 'removeBlock': return block ? removeBlock(layout, block.id) : { ok: true, layout };
    case 'duplicateBlock': return block ? duplicateBlock(layout, block.id, newId()) : { ok: true, layout };
    case 'move': return block ? moveBlockBy(layout, block.id, op.arrangement, op.dx, op.dy) : { ok: true, layout };
    case 'resize': return block ? resizeBlockBy(layout, block.id, op.arrangement, op.dw, op.dh) : { ok: true, layout };
    case 'place': return block ? placeBlock(layout, block.id, op.arrangement, { column: op.column, row: op.row, span: op.span, rows: op.rows }) : { ok: true, layout };
  }
}

describe('properties', () => {
  it('any sequence of changes keeps the layout valid under LAYOUT_LIMITS; refusals change nothing', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 150 }), (ops) => {
        const newId = counter();
        let layout: Layout = EMPTY_LAYOUT;
        for (const op of ops) {
          const change = apply(layout, op, newId);
          if (change.ok) layout = change.layout;
          else expect([BLOCK_LIMIT_MESSAGE, expect.stringContaining('sections'), expect.stringContaining('Add a section first')]).toContainEqual(change.message);
          expect(layoutProblems(layout)).toEqual([]);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('undo after any change restores the layout before it, and redo the one after', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 60 }), (ops) => {
        const newId = counter();
        let history = startHistory(EMPTY_LAYOUT);
        for (const op of ops) {
          const before = history.present;
          const change = apply(before, op, newId);
          if (!change.ok) continue;
          history = record(history, change.layout);
          if (history.present === before) {
            expect(JSON.stringify(change.layout)).toBe(JSON.stringify(before));
            continue;
          }
          const after = history.present;
          const undone = undo(history);
          expect(undone.present).toEqual(before);
          expect(redo(undone).present).toEqual(after);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('no change mutates the layout it was given', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 40 }), (ops) => {
        const newId = counter();
        let layout: Layout = EMPTY_LAYOUT;
        for (const op of ops) {
          const frozen = structuredClone(layout);
          const change = apply(layout, op, newId);
          expect(layout).toEqual(frozen);
          if (change.ok) layout = change.layout;
        }
      }),
      { numRuns: 60 },
    );
  });
});
