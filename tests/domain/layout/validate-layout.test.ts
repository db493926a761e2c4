// The whole-layout check (domain/layout/validate-layout.ts), table-driven: each bad layout is
// refused with the issue at its path; good ones come back with only their known fields.
import { describe, expect, it } from 'vitest';
import { LAYOUT_MESSAGES, layoutMediaIds, validateLayout } from '../../../domain/layout/validate-layout.js';
import type { Block, Layout } from '../../../domain/layout/layout.js';

const RULES = { palette: ['accent', 'paper'], media: new Set(['m1']) };

const block = (over: Partial<Block> & Record<string, unknown> = {}): Record<string, unknown> => ({
  id: 'b1', kind: 'text', settings: { html: '<p>Hi</p>' }, desktop: { column: 1, span: 6, row: 1, rows: 1 }, ...over,
});
const section = (over: Record<string, unknown> = {}): Record<string, unknown> => ({
  id: 's1', background: { kind: 'none' }, padding: 'medium', theme: 'light', blocks: [block()], ...over,
});
const layout = (...sections: Record<string, unknown>[]): Record<string, unknown> => ({ sections });

const manyBlocks = (n: number) => layout(section({ blocks: Array.from({ length: n }, (_, i) => block({ id: `b${i}` })) }));

const REFUSED: [string, unknown, string, string][] = [
  ['not an object', 'layout', 'sections', LAYOUT_MESSAGES.notLayout],
  ['sections not a list', { sections: {} }, 'sections', LAYOUT_MESSAGES.notLayout],
  ['61 blocks', manyBlocks(61), 'sections', 'A layout holds at most 60 blocks; this one has 61. Remove 1 to save it.'],
  ['31 sections', layout(...Array.from({ length: 31 }, (_, i) => section({ id: `s${i}`, blocks: [] }))), 'sections', LAYOUT_MESSAGES.tooManySections],
  ['a duplicate block id', layout(section({ blocks: [block(), block()] })), 'sections[0].blocks[1].id', LAYOUT_MESSAGES.duplicateId('b1')],
  ['a block id equal to a section id', layout(section({ blocks: [block({ id: 's1' })] })), 'sections[0].blocks[0].id', LAYOUT_MESSAGES.duplicateId('s1')],
  ['a bad id', layout(section({ id: 'a b' })), 'sections[0].id', LAYOUT_MESSAGES.id],
  ['an unknown kind', layout(section({ blocks: [block({ kind: 'marquee' as Block['kind'] })] })), 'sections[0].blocks[0].kind', LAYOUT_MESSAGES.kind('marquee')],
  ['a variant of another kind', layout(section({ blocks: [block({ kind: 'image', variant: 'slideshow' })] })), 'sections[0].blocks[0].variant', LAYOUT_MESSAGES.variant('image', ['inline', 'poster', 'card', 'overlap', 'collage', 'stack'])],
  ['a variant on a kind without any', layout(section({ blocks: [block({ variant: 'big' })] })), 'sections[0].blocks[0].variant', LAYOUT_MESSAGES.noVariant('text')],
  ['settings not an object', layout(section({ blocks: [block({ settings: [] as unknown as Block['settings'] })] })), 'sections[0].blocks[0].settings', LAYOUT_MESSAGES.settings],
  ['column 0', layout(section({ blocks: [block({ desktop: { column: 0, span: 1, row: 1, rows: 1 } })] })), 'sections[0].blocks[0].desktop.column', LAYOUT_MESSAGES.whole('The column', 1, 12)],
  ['a span past the grid', layout(section({ blocks: [block({ desktop: { column: 8, span: 6, row: 1, rows: 1 } })] })), 'sections[0].blocks[0].desktop.span', LAYOUT_MESSAGES.pastGrid(8, 6)],
  ['a fractional row', layout(section({ blocks: [block({ desktop: { column: 1, span: 1, row: 1.5, rows: 1 } })] })), 'sections[0].blocks[0].desktop.row', LAYOUT_MESSAGES.whole('The row', 1, 200)],
  ['rows past the last row', layout(section({ blocks: [block({ desktop: { column: 1, span: 1, row: 190, rows: 20 } })] })), 'sections[0].blocks[0].desktop.rows', LAYOUT_MESSAGES.pastRows],
  ['a bad phone placement', layout(section({ blocks: [block({ phone: { column: 1, span: 13, row: 1, rows: 1 } })] })), 'sections[0].blocks[0].phone.span', LAYOUT_MESSAGES.whole('The span', 1, 12)],
  ['no desktop placement', layout(section({ blocks: [block({ desktop: undefined as unknown as Block['desktop'] })] })), 'sections[0].blocks[0].desktop', LAYOUT_MESSAGES.placement],
  ['a colour outside the palette', layout(section({ background: { kind: 'color', color: 'red; } body {' } })), 'sections[0].background.color', LAYOUT_MESSAGES.color('red; } body {', ['accent', 'paper'])],
  ['an image not in the library', layout(section({ background: { kind: 'image', mediaId: 'nope' } })), 'sections[0].background.mediaId', LAYOUT_MESSAGES.media('nope')],
  ['an image URL instead of an id', layout(section({ background: { kind: 'image', mediaId: 'https://evil.example/x.png' } })), 'sections[0].background.mediaId', LAYOUT_MESSAGES.media('https://evil.example/x.png')],
  ['a focal point past 1', layout(section({ background: { kind: 'image', mediaId: 'm1', focalX: 2 } })), 'sections[0].background.focalX', LAYOUT_MESSAGES.focal],
  ['a free CSS background', layout(section({ background: { kind: 'css', value: 'url(x)' } })), 'sections[0].background.kind', LAYOUT_MESSAGES.background],
  ['an unknown padding', layout(section({ padding: 'huge' })), 'sections[0].padding', LAYOUT_MESSAGES.padding],
  ['an unknown theme', layout(section({ theme: 'neon' })), 'sections[0].theme', LAYOUT_MESSAGES.theme],
];

describe('validateLayout refuses', () => {
  it.each(REFUSED)('%s', (_name, value, path, message) => {
    const result = validateLayout(value, RULES);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues).toContainEqual({ path, message });
  });
});

describe('validateLayout accepts', () => {
  it('60 blocks, the limit', () => {
    expect(validateLayout(manyBlocks(60), RULES).ok).toBe(true);
  });

  it('an empty layout', () => {
    expect(validateLayout({ sections: [] }, RULES)).toEqual({ ok: true, layout: { sections: [] } });
  });

  it('a full layout, keeping only the known fields', () => {
    const value = layout(
      section({ background: { kind: 'image', mediaId: 'm1', focalX: 0.2, focalY: 1, extra: 1 }, note: 'dropped', blocks: [block({ kind: 'image', variant: 'poster', settings: { mediaId: 'm1' }, phone: { column: 1, span: 12, row: 2, rows: 3 }, junk: true })] }),
      section({ id: 's2', background: { kind: 'color', color: 'accent' }, theme: 'dark', padding: 'none', blocks: [] }),
    );
    const result = validateLayout(value, RULES);
    const expected: Layout = {
      sections: [
        { id: 's1', background: { kind: 'image', mediaId: 'm1', focalX: 0.2, focalY: 1 }, padding: 'medium', theme: 'light', blocks: [{ id: 'b1', kind: 'image', variant: 'poster', settings: { mediaId: 'm1' }, desktop: { column: 1, span: 6, row: 1, rows: 1 }, phone: { column: 1, span: 12, row: 2, rows: 3 } }] },
        { id: 's2', background: { kind: 'color', color: 'accent' }, padding: 'none', theme: 'dark', blocks: [] },
      ],
    };
    expect(result).toEqual({ ok: true, layout: expected });
    if (result.ok) expect(layoutMediaIds(result.layout)).toEqual(['m1']);
  });

  it('an image id without a media list to check it against (the server resolves it after)', () => {
    expect(validateLayout(layout(section({ background: { kind: 'image', mediaId: 'later' } })), { palette: [] }).ok).toBe(true);
  });
});
