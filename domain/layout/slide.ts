/**
 * A slide: a full-screen page made of slices (seed 001 §3 "Editor entities": slide types, slice
 * names, the 9-position grid). A cover page (page type 3) is one slide shown instead of the site's
 * layout; the lock screen (103) and the popup overlay (104) may have one too. Each slice sits at one
 * of 9 positions of a 3×3 grid and holds its content; the slide has a background. This is the one
 * definition of the stored shape, shared by the admin and the server (checked by validate-slide.ts).
 */
import { SlideType } from '../enums/slide-type.js';

export type SlideTypeName = (typeof SlideType.names)[number];

/** Seed 001: "Position grid: 9 positions, top-left to bottom-right", in reading order. */
export const SLIDE_POSITIONS = ['top-left', 'top-center', 'top-right', 'middle-left', 'center', 'middle-right', 'bottom-left', 'bottom-center', 'bottom-right'] as const;
export type SlidePosition = (typeof SLIDE_POSITIONS)[number];

/** The slice names an owner places (seed 001's list without the editor's internal popup-overlay-action and temp-lock-inject). */
export const SLIDE_SLICE_NAMES = [
  'heading', 'sub-heading', 'body', 'image', 'gallery', 'video', 'social-icons', 'buttons', 'navigation',
  'custom-form', 'newsletter', 'album', 'map', 'lock', 'password', 'twitter', 'logo', 'action',
] as const;
export type SlideSliceName = (typeof SLIDE_SLICE_NAMES)[number];

/** What a slice's content is made of, by its name. */
export type SliceContentKind = 'text' | 'media' | 'media-list' | 'links' | 'video' | 'form' | 'handle';

export const SLICE_CONTENT: Readonly<Record<SlideSliceName, SliceContentKind>> = {
  heading: 'text',
  'sub-heading': 'text',
  body: 'text',
  map: 'text',
  lock: 'text',
  password: 'text',
  image: 'media',
  logo: 'media',
  gallery: 'media-list',
  album: 'media-list',
  video: 'video',
  'social-icons': 'links',
  buttons: 'links',
  navigation: 'links',
  action: 'links',
  'custom-form': 'form',
  newsletter: 'form',
  twitter: 'handle',
};

export interface SlideLink {
  label: string;
  /** A link address (link-url.ts). */
  url: string;
}

/** A slice's content: only the fields of its content kind are kept. */
export interface SliceContent {
  /** text: the words shown (heading, body, a map's address, a lock's or password's prompt); form: its title. */
  text?: string;
  /** media: a media library id. */
  mediaId?: string;
  /** media: the image's alternative text ('' for a decorative one). */
  alt?: string;
  /** media-list: media library ids in order. */
  mediaIds?: string[];
  /** links: buttons, navigation, social icons, action. */
  links?: SlideLink[];
  /** video: the video's page (a link address); form: where it posts (a path of this site). */
  url?: string;
  /** form: the submit button's label. */
  buttonLabel?: string;
  /** handle: a Twitter handle without "@". */
  handle?: string;
}

export interface Slice {
  /** Unique in its slide: `[A-Za-z0-9_-]{1,40}`. */
  id: string;
  name: SlideSliceName;
  position: SlidePosition;
  content: SliceContent;
}

export type SlideBackground =
  | { kind: 'none' }
  /** `#rrggbb` only, never free CSS. */
  | { kind: 'color'; color: string }
  | { kind: 'image'; mediaId: string };

export interface Slide {
  type: SlideTypeName;
  background: SlideBackground;
  /** In reading order; slices of one position stack in this order. */
  slices: Slice[];
}

export const SLIDE_LIMITS = {
  slices: 30,
  linksPerSlice: 10,
  mediaPerSlice: 40,
  /** Characters, by slice name; others: `text`. */
  heading: 200,
  'sub-heading': 300,
  text: 2000,
  label: 80,
  alt: 300,
  handle: 15,
} as const;

export const emptySlide = (type: SlideTypeName): Slide => ({ type, background: { kind: 'none' }, slices: [] });
