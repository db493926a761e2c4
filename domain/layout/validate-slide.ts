/**
 * The check of a slide as the admin sends it (anything: it is read from JSON). Pure; answers a
 * clean copy (only the fields of each slice's content kind) or the issues, each at its path
 * (`slices[2].content.links[0].url`). Media ids are checked against the library when `media` is
 * given (the server resolves them after).
 */
import { Issues, isObject, own } from './check-issues.js';
import { SlideType } from '../enums/slide-type.js';
import type { LayoutIssue } from './layout-api.js';
import { isLinkUrl, LINK_URL_MESSAGE } from './link-url.js';
import { MEDIA_ID } from './layout-media.js';
import { SLICE_CONTENT, SLIDE_LIMITS, SLIDE_POSITIONS, SLIDE_SLICE_NAMES, type Slice, type SliceContent, type SlideBackground, type SlideLink, type Slide, type SlidePosition, type SlideSliceName, type SlideTypeName } from './slide.js';

export const SLICE_ID = /^[A-Za-z0-9_-]{1,40}$/;
const HEX = /^#[0-9a-fA-F]{6}$/;
const HANDLE = /^[A-Za-z0-9_]{1,15}$/;

export const SLIDE_MESSAGES = {
  notSlide: 'A slide is an object with a type, a background and a list of slices.',
  type: `A slide's type is one of ${SlideType.names.join(', ')}.`,
  wrongType: (expected: string) => `This slide belongs to a ${expected}; its type must be ${expected}.`,
  tooManySlices: (count: number) => `A slide holds at most ${SLIDE_LIMITS.slices} slices; this one has ${count}. Remove ${count - SLIDE_LIMITS.slices} to save it.`,
  slice: 'A slice is an object with an id, a name, a position and its content.',
  id: 'An id is 1 to 40 letters, digits, "-" or "_".',
  duplicateId: (id: string) => `The id "${id}" is used twice in this slide.`,
  name: (name: string) => `"${name}" is not a slice; a slice is one of ${SLIDE_SLICE_NAMES.join(', ')}.`,
  position: (position: string) => `"${position}" is not a position; a position is one of ${SLIDE_POSITIONS.join(', ')}.`,
  content: 'Content is an object.',
  required: (what: string, name: string) => `A ${name} slice needs ${what}.`,
  tooLong: (what: string, max: number) => `${what} is at most ${max} characters.`,
  text: (what: string) => `${what} is text.`,
  links: `Links are a list of at most ${SLIDE_LIMITS.linksPerSlice} {label, url}.`,
  link: LINK_URL_MESSAGE,
  mediaList: `Images are a list of at most ${SLIDE_LIMITS.mediaPerSlice} media library ids.`,
  media: (id: string) => `No image "${id}" in the media library.`,
  formUrl: 'A form posts to a path of this site (/…), never to the admin.',
  handle: 'A Twitter handle is 1 to 15 letters, digits or "_", without "@".',
  background: 'A background is none, a colour (#rrggbb) or an image of the media library.',
  color: (color: string) => `"${color}" is not a colour; write it as #rrggbb.`,
} as const;

export interface SlideRules {
  /** The type the slide's owner needs (a cover page's slide is a cover-page). */
  type?: SlideTypeName;
  /** Media ids the library holds; unchecked when absent. */
  media?: ReadonlySet<string>;
}

export type SlideCheck = { ok: true; slide: Slide } | { ok: false; issues: LayoutIssue[] };


function mediaId(issues: Issues, path: string, value: unknown, rules: SlideRules, slice?: SlideSliceName): string | undefined {
  // An image slice whose image is not chosen yet says so, rather than naming a missing id.
  if ((value === undefined || value === '') && slice !== undefined) {
    issues.add(path, SLIDE_MESSAGES.required('an image', slice));
    return undefined;
  }
  if (typeof value === 'string' && MEDIA_ID.test(value) && (!rules.media || rules.media.has(value))) return value;
  issues.add(path, SLIDE_MESSAGES.media(String(value)));
  return undefined;
}

/** A text field: required ones must hold something other than spaces. */
function text(issues: Issues, path: string, value: unknown, what: string, max: number, required: { name: string } | undefined): string | undefined {
  if (value === undefined || value === '') {
    if (required) issues.add(path, SLIDE_MESSAGES.required(what.toLowerCase(), required.name));
    return value === '' && !required ? '' : undefined;
  }
  if (typeof value !== 'string') {
    issues.add(path, SLIDE_MESSAGES.text(what));
    return undefined;
  }
  if (value.length > max) {
    issues.add(path, SLIDE_MESSAGES.tooLong(what, max));
    return undefined;
  }
  if (required && value.trim() === '') {
    issues.add(path, SLIDE_MESSAGES.required(what.toLowerCase(), required.name));
    return undefined;
  }
  return value;
}

function links(issues: Issues, path: string, value: unknown, name: string): SlideLink[] | undefined {
  if (!Array.isArray(value) || value.length > SLIDE_LIMITS.linksPerSlice) {
    issues.add(path, SLIDE_MESSAGES.links);
    return undefined;
  }
  if (value.length === 0) {
    issues.add(path, SLIDE_MESSAGES.required('at least one link', name));
    return undefined;
  }
  const out: SlideLink[] = [];
  value.forEach((link, i) => {
    if (!isObject(link)) return issues.add(`${path}[${i}]`, SLIDE_MESSAGES.links);
    const label = text(issues, `${path}[${i}].label`, own(link, 'label'), 'A label', SLIDE_LIMITS.label, { name });
    const url = own(link, 'url');
    if (typeof url !== 'string' || !isLinkUrl(url)) issues.add(`${path}[${i}].url`, SLIDE_MESSAGES.link);
    else if (label !== undefined) out.push({ label, url });
  });
  return out;
}

function content(issues: Issues, path: string, value: unknown, name: SlideSliceName, rules: SlideRules): SliceContent | undefined {
  if (!isObject(value)) {
    issues.add(path, SLIDE_MESSAGES.content);
    return undefined;
  }
  const required = { name };
  const start = issues.list.length;
  const out: SliceContent = {};
  switch (SLICE_CONTENT[name]) {
    case 'text': {
      const max = name === 'heading' || name === 'sub-heading' ? SLIDE_LIMITS[name] : SLIDE_LIMITS.text;
      // A password slice shows the lock screen's form; its prompt may be left out.
      const t = text(issues, `${path}.text`, own(value, 'text'), 'Text', max, name === 'password' ? undefined : required);
      if (t) out.text = t;
      break;
    }
    case 'media': {
      const id = mediaId(issues, `${path}.mediaId`, own(value, 'mediaId'), rules, name);
      const alt = text(issues, `${path}.alt`, own(value, 'alt'), 'Alternative text', SLIDE_LIMITS.alt, undefined);
      if (id) out.mediaId = id;
      out.alt = alt ?? '';
      break;
    }
    case 'media-list': {
      const ids = own(value, 'mediaIds');
      if (!Array.isArray(ids) || ids.length > SLIDE_LIMITS.mediaPerSlice) issues.add(`${path}.mediaIds`, SLIDE_MESSAGES.mediaList);
      else if (ids.length === 0) issues.add(`${path}.mediaIds`, SLIDE_MESSAGES.required('at least one image', name));
      else out.mediaIds = ids.map((id, i) => mediaId(issues, `${path}.mediaIds[${i}]`, id, rules)).filter((id): id is string => id !== undefined);
      break;
    }
    case 'links': {
      const list = links(issues, `${path}.links`, own(value, 'links'), name);
      if (list) out.links = list;
      break;
    }
    case 'video': {
      const url = own(value, 'url');
      if (typeof url !== 'string' || !isLinkUrl(url)) issues.add(`${path}.url`, SLIDE_MESSAGES.link);
      else out.url = url;
      const t = text(issues, `${path}.text`, own(value, 'text'), 'Text', SLIDE_LIMITS.label, required);
      if (t) out.text = t;
      break;
    }
    case 'form': {
      const t = text(issues, `${path}.text`, own(value, 'text'), 'Text', SLIDE_LIMITS['sub-heading'], required);
      const button = text(issues, `${path}.buttonLabel`, own(value, 'buttonLabel'), 'A button label', SLIDE_LIMITS.label, required);
      const url = own(value, 'url');
      if (typeof url !== 'string' || !url.startsWith('/') || !isLinkUrl(url) || /^\/(api\/admin|admin)(\/|$)/i.test(url)) issues.add(`${path}.url`, SLIDE_MESSAGES.formUrl);
      else out.url = url;
      if (t) out.text = t;
      if (button) out.buttonLabel = button;
      break;
    }
    case 'handle': {
      const handle = own(value, 'handle');
      if (typeof handle !== 'string' || !HANDLE.test(handle)) issues.add(`${path}.handle`, SLIDE_MESSAGES.handle);
      else out.handle = handle;
      break;
    }
  }
  return issues.list.length === start ? out : undefined;
}

function slice(issues: Issues, path: string, value: unknown, ids: Set<string>, rules: SlideRules): Slice | undefined {
  if (!isObject(value)) {
    issues.add(path, SLIDE_MESSAGES.slice);
    return undefined;
  }
  const start = issues.list.length;
  const id = own(value, 'id');
  if (typeof id !== 'string' || !SLICE_ID.test(id)) issues.add(`${path}.id`, SLIDE_MESSAGES.id);
  else if (ids.has(id)) issues.add(`${path}.id`, SLIDE_MESSAGES.duplicateId(id));
  else ids.add(id);
  const name = own(value, 'name');
  const known = typeof name === 'string' && (SLIDE_SLICE_NAMES as readonly string[]).includes(name);
  if (!known) issues.add(`${path}.name`, SLIDE_MESSAGES.name(String(name)));
  const position = own(value, 'position');
  if (typeof position !== 'string' || !(SLIDE_POSITIONS as readonly string[]).includes(position)) issues.add(`${path}.position`, SLIDE_MESSAGES.position(String(position)));
  const body = known ? content(issues, `${path}.content`, own(value, 'content'), name as SlideSliceName, rules) : undefined;
  if (issues.list.length !== start || !body) return undefined;
  return { id: id as string, name: name as SlideSliceName, position: position as SlidePosition, content: body };
}

function background(issues: Issues, path: string, value: unknown, rules: SlideRules): SlideBackground | undefined {
  if (value === undefined) return { kind: 'none' };
  const kind = isObject(value) ? own(value, 'kind') : undefined;
  if (!isObject(value) || (kind !== 'none' && kind !== 'color' && kind !== 'image')) {
    issues.add(path, SLIDE_MESSAGES.background);
    return undefined;
  }
  if (kind === 'none') return { kind };
  if (kind === 'color') {
    const color = own(value, 'color');
    if (typeof color === 'string' && HEX.test(color)) return { kind, color: color.toLowerCase() };
    issues.add(`${path}.color`, SLIDE_MESSAGES.color(String(color)));
    return undefined;
  }
  const id = mediaId(issues, `${path}.mediaId`, own(value, 'mediaId'), rules);
  return id ? { kind, mediaId: id } : undefined;
}

export function validateSlide(value: unknown, rules: SlideRules = {}): SlideCheck {
  const issues = new Issues();
  if (!isObject(value) || !Array.isArray(own(value, 'slices'))) return { ok: false, issues: [{ path: 'slices', message: SLIDE_MESSAGES.notSlide }] };
  const type = own(value, 'type');
  if (typeof type !== 'string' || !SlideType.has(type)) issues.add('type', SLIDE_MESSAGES.type);
  else if (rules.type && type !== rules.type) issues.add('type', SLIDE_MESSAGES.wrongType(rules.type));
  const list = own(value, 'slices') as unknown[];
  if (list.length > SLIDE_LIMITS.slices) return { ok: false, issues: [{ path: 'slices', message: SLIDE_MESSAGES.tooManySlices(list.length) }] };
  const bg = background(issues, 'background', own(value, 'background'), rules);
  const ids = new Set<string>();
  const slices = list.map((s, i) => slice(issues, `slices[${i}]`, s, ids, rules));
  if (issues.list.length > 0 || !bg) return { ok: false, issues: issues.list };
  return { ok: true, slide: { type: type as SlideTypeName, background: bg, slices: slices as Slice[] } };
}

/** Every media id a slide shows (background, images, logos, galleries). */
export function slideMediaIds(slide: Slide): string[] {
  const ids = new Set<string>();
  if (slide.background.kind === 'image') ids.add(slide.background.mediaId);
  for (const s of slide.slices) {
    if (s.content.mediaId) ids.add(s.content.mediaId);
    for (const id of s.content.mediaIds ?? []) ids.add(id);
  }
  return [...ids];
}
