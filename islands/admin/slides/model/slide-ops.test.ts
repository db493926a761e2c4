import { describe, expect, it } from 'vitest';
import { SLIDE_LIMITS, SLIDE_SLICE_NAMES, emptySlide, type Slide } from '../../../../domain/layout/slide.js';
import { validateSlide } from '../../../../domain/layout/validate-slide.js';
import { positionAfter } from '../PositionPicker.js';
import { fieldIssues } from './slide-issues.js';
import { sliceDragWords, steppedTarget } from './slice-drag.js';
import { positionLabel, sliceKindLabel, sliceLabels } from './slide-labels.js';
import { addSlice, moveSlice, placeSlice, removeSlice, SLICE_LIMIT_MESSAGE, setContent, slicesAt, stepSlice, type SlideChange } from './slide-ops.js';

const value = (change: SlideChange): Slide => {
  if (!change.ok) throw new Error(change.message);
  return change.value;
};

describe('slide changes', () => {
  it('adds a slice at a position with its start content, refusing the 31st with the limit named', () => {
    const slide = value(addSlice(emptySlide('cover-page'), 'heading', 'a', 'top-left'));
    expect(slide.slices).toEqual([{ id: 'a', name: 'heading', position: 'top-left', content: { text: 'New heading' } }]);
    let full = emptySlide('cover-page');
    for (let i = 0; i < SLIDE_LIMITS.slices; i++) full = value(addSlice(full, 'body', `b${String(i)}`));
    expect(addSlice(full, 'body', 'one-more')).toEqual({ ok: false, message: SLICE_LIMIT_MESSAGE });
  });

  it('starts each kind with content the server accepts, except what only the owner can choose (an image, a handle, an address, a video, social links)', () => {
    const refused = SLIDE_SLICE_NAMES.filter((name) => !validateSlide(value(addSlice(emptySlide('cover-page'), name, 'x'))).ok);
    expect(refused).toEqual(['image', 'gallery', 'video', 'social-icons', 'album', 'map', 'twitter', 'logo']);
  });

  it('moves a slice to the end of another position, steps it within its own, changes its content and removes it', () => {
    let slide = value(addSlice(emptySlide('cover-page'), 'heading', 'h'));
    slide = value(addSlice(slide, 'body', 'b'));
    slide = value(addSlice(slide, 'buttons', 'k', 'bottom-center'));
    slide = value(moveSlice(slide, 'h', 'bottom-center'));
    expect(slide.slices.map((s) => `${s.id}@${s.position}`)).toEqual(['b@center', 'k@bottom-center', 'h@bottom-center']);
    slide = value(stepSlice(slide, 'h', -1));
    expect(slide.slices.map((s) => s.id)).toEqual(['b', 'h', 'k']);
    expect(value(stepSlice(slide, 'b', -1))).toEqual(slide);
    slide = value(setContent(slide, 'b', { text: 'Hello' }));
    expect(slide.slices[0]?.content).toEqual({ text: 'Hello' });
    expect(value(removeSlice(slide, 'h')).slices.map((s) => s.id)).toEqual(['b', 'k']);
  });
});

describe('a slice dragged to a place among the slices of a position', () => {
  const start = (): Slide => {
    let slide = emptySlide('cover-page');
    for (const [id, position] of [['a', 'center'], ['x', 'top-left'], ['b', 'center'], ['c', 'center']] as const) slide = value(addSlice(slide, 'body', id, position));
    return slide;
  };
  const order = (slide: Slide, position: 'center' | 'top-left') => slicesAt(slide, position).map((s) => s.id);
  const cases: Array<[string, string, 'center' | 'top-left', number, string[], string[]]> = [
    ['first to last in its position', 'a', 'center', 2, ['b', 'c', 'a'], ['x']],
    ['last to first', 'c', 'center', 0, ['c', 'a', 'b'], ['x']],
    ['to the middle', 'a', 'center', 1, ['b', 'a', 'c'], ['x']],
    ['past the end: last', 'b', 'center', 99, ['a', 'c', 'b'], ['x']],
    ['into another position, first there', 'b', 'top-left', 0, ['a', 'c'], ['b', 'x']],
    ['into another position, after its slices', 'x', 'center', 3, ['a', 'b', 'c', 'x'], []],
  ];
  it.each(cases)('%s', (_name, id, position, index, center, topLeft) => {
    const slide = value(placeSlice(start(), id, position, index));
    expect(order(slide, 'center')).toEqual(center);
    expect(order(slide, 'top-left')).toEqual(topLeft);
    expect(slide.slices).toHaveLength(4);
  });
  it('leaves the slide as it was for a slice it does not hold', () => {
    const slide = start();
    expect(value(placeSlice(slide, 'nope', 'center', 0))).toBe(slide);
  });
});

describe('a slice carried with the keyboard', () => {
  it('steps one place at a time within its position and says where it is at each step', () => {
    const start = { position: 'top-center' as const, index: 1, count: 2 };
    expect(sliceDragWords('start', 'Body 1', start)).toBe('Picked up Body 1, 2 of 2 in Top center. Up and down arrows change its order; Space drops it, Escape cancels.');
    const up = steppedTarget(start, -1);
    expect(up).toEqual({ position: 'top-center', index: 0, count: 2 });
    expect(steppedTarget(up, -1)).toEqual(up);
    expect(steppedTarget(start, 1)).toEqual(start);
    expect(sliceDragWords('move', 'Body 1', up)).toBe('Body 1: 1 of 2 in Top center.');
    expect(sliceDragWords('end', 'Body 1', up)).toBe('Body 1 dropped: 1 of 2 in Top center.');
    expect(sliceDragWords('cancel', 'Body 1', start)).toBe('Body 1 not moved: 2 of 2 in Top center.');
  });
});

describe('the 9-position grid by keyboard', () => {
  // From a position, where each key goes: by rows and columns, staying at the edges.
  it.each([
    ['center', { ArrowUp: 'top-center', ArrowLeft: 'middle-left', Enter: 'center' }],
    ['top-right', { ArrowDown: 'middle-right', ArrowRight: 'top-right' }],
    ['bottom-left', { ArrowDown: 'bottom-left' }],
  ] as const)('from %s', (from, moves) => {
    for (const [key, to] of Object.entries(moves)) expect(positionAfter(from, key), key).toBe(to);
  });
});

describe('the editor words and the server issues per field', () => {
  it('names slices by kind and rank and positions as read', () => {
    let slide = value(addSlice(emptySlide('cover-page'), 'sub-heading', 'a'));
    slide = value(addSlice(slide, 'social-icons', 'b'));
    slide = value(addSlice(slide, 'sub-heading', 'c'));
    expect([...sliceLabels(slide).values()]).toEqual(['Sub-heading 1', 'Social icons 1', 'Sub-heading 2']);
    expect(sliceKindLabel('custom-form')).toBe('Custom form');
    expect(positionLabel('bottom-right')).toBe('Bottom right');
    expect(positionLabel('center')).toBe('Center');
  });

  it('reads each issue at its field and keeps the others for the slice', () => {
    const issues = fieldIssues(
      [
        { path: 'slices[1].content.links[0].url', message: 'url' },
        { path: 'slices[1].content.links', message: 'list' },
        { path: 'slices[1].content', message: 'other' },
        { path: 'slices[10].content.text', message: 'not mine' },
      ],
      'slices[1].content',
    );
    expect(issues.at('links[0].url')).toBe('url');
    expect(issues.at('links')).toBe('list');
    expect(issues.at('text')).toBeUndefined();
    expect(issues.rest(['links', 'links[0].url'])).toEqual(['other']);
  });
});
