/**
 * The slide editor's changes, pure: a slice added (with a start content of its kind), removed,
 * moved to another of the 9 positions or within its position, its content changed; the
 * background set. Each answers the new slide or why it is refused (the slice limit).
 */
import { SLICE_CONTENT, SLIDE_LIMITS, type Slice, type SliceContent, type SlideBackground, type SlidePosition, type SlideSliceName, type Slide } from '../../../../domain/layout/slide.js';
import type { ValueChange } from '../../page-builder/use-versioned-draft.js';

export type SlideChange = ValueChange<Slide>;

const done = (value: Slide): SlideChange => ({ ok: true, value });

export const SLICE_LIMIT_MESSAGE = `A slide holds at most ${String(SLIDE_LIMITS.slices)} slices: remove one before adding another.`;

/** What a new slice starts with: texts the owner replaces; what only they can choose (an image, a handle, an address) left blank for the server to ask for. */
export function startContent(name: SlideSliceName): SliceContent {
  switch (SLICE_CONTENT[name]) {
    case 'text':
      if (name === 'password') return {};
      if (name === 'map') return { text: '' };
      return { text: { heading: 'New heading', 'sub-heading': 'New sub-heading', lock: 'This page is private.' }[name as string] ?? 'New paragraph.' };
    case 'media':
      return { alt: '' };
    case 'media-list':
      return { mediaIds: [] };
    case 'links':
      if (name === 'social-icons') return { links: [{ label: 'Instagram', url: '' }] };
      if (name === 'navigation') return { links: [{ label: 'Home', url: '/' }] };
      return { links: [{ label: name === 'action' ? 'Learn more' : 'Shop now', url: '/' }] };
    case 'video':
      return { url: '', text: 'Watch the film' };
    case 'form':
      return name === 'newsletter' ? { text: 'Join the newsletter', buttonLabel: 'Sign up', url: '/' } : { text: 'Write to us', buttonLabel: 'Send', url: '/' };
    case 'handle':
      return { handle: '' };
  }
}

export function addSlice(slide: Slide, name: SlideSliceName, id: string, position: SlidePosition = 'center'): SlideChange {
  if (slide.slices.length >= SLIDE_LIMITS.slices) return { ok: false, message: SLICE_LIMIT_MESSAGE };
  return done({ ...slide, slices: [...slide.slices, { id, name, position, content: startContent(name) }] });
}

export const removeSlice = (slide: Slide, id: string): SlideChange => done({ ...slide, slices: slide.slices.filter((s) => s.id !== id) });

const mapSlice = (slide: Slide, id: string, change: (s: Slice) => Slice): SlideChange => done({ ...slide, slices: slide.slices.map((s) => (s.id === id ? change(s) : s)) });

/** Moved to a position: last of the slices already there. */
export function moveSlice(slide: Slide, id: string, position: SlidePosition): SlideChange {
  const slice = slide.slices.find((s) => s.id === id);
  if (!slice || slice.position === position) return done(slide);
  return done({ ...slide, slices: [...slide.slices.filter((s) => s.id !== id), { ...slice, position }] });
}

/** The slices of a position, in reading order. */
export const slicesAt = (slide: Slide, position: SlidePosition): Slice[] => slide.slices.filter((s) => s.position === position);

/** Placed at `position`, `index`-th among the other slices there (clamped: past the last is last). */
export function placeSlice(slide: Slide, id: string, position: SlidePosition, index: number): SlideChange {
  const slice = slide.slices.find((s) => s.id === id);
  if (!slice) return done(slide);
  const rest = slide.slices.filter((s) => s.id !== id);
  const there = rest.filter((s) => s.position === position);
  const at = Math.max(0, Math.min(index, there.length));
  // Before the slice now at that index, else right after the position's last one (else at the end).
  const before = there[at];
  const insertAt = before ? rest.indexOf(before) : there.length > 0 ? rest.indexOf(there[there.length - 1] as Slice) + 1 : rest.length;
  const slices = [...rest.slice(0, insertAt), { ...slice, position }, ...rest.slice(insertAt)];
  return done({ ...slide, slices });
}

/** Up (-1) or down (+1) among the slices of its position. */
export function stepSlice(slide: Slide, id: string, step: -1 | 1): SlideChange {
  const slice = slide.slices.find((s) => s.id === id);
  if (!slice) return done(slide);
  const same = slide.slices.filter((s) => s.position === slice.position);
  const other = same[same.indexOf(slice) + step];
  if (!other) return done(slide);
  const a = slide.slices.indexOf(slice);
  const b = slide.slices.indexOf(other);
  const slices = [...slide.slices];
  [slices[a], slices[b]] = [other, slice];
  return done({ ...slide, slices });
}

export const setContent = (slide: Slide, id: string, content: SliceContent): SlideChange => mapSlice(slide, id, (s) => ({ ...s, content }));

export const setBackground = (slide: Slide, background: SlideBackground): SlideChange => done({ ...slide, background });
