/**
 * A slide drawn as a whole page (a cover page; the lock screen when its slide is published): the
 * document's head (language, title, viewport, its own stylesheet: the 3×3 grid of positions, the
 * background, a text colour readable on it) and its body from the slide template
 * (slide-template.ts) over `{slide: {type, cells: [{position, slices}]}, website}`. Each slice
 * carries one key naming how it is drawn (`heading`, `paragraph`, `buttons`…). Texts are printed
 * escaped by the template; links were checked on save; colours are #rrggbb; image URLs are the
 * media library's, escaped for CSS. Pure.
 */
import type { JsonValue } from '../../../library/index.js';
import type { LayoutMedia } from '../../../domain/layout/layout-media.js';
import { SLIDE_POSITIONS, type Slice, type SlidePosition } from '../../../domain/layout/slide.js';
import { escapeAttribute, escapeHtml } from '../../../formatters/util/html-escape.js';
import type { CompiledSite } from '../../folder/compile-folder.js';
import { slideTemplateFor } from './slide-template.js';
import type { StoredSlide } from '../../../domain/layout/layout-media.js';

/** The lock screen's password form, when the slide is drawn as one. */
export interface SlideAccess {
  scope: string;
  action: string;
  crumb: string;
  returnTo: string;
  error: string | null;
}

export interface SlideEnv {
  compiled: CompiledSite | undefined;
  website: Record<string, unknown>;
  title: string;
  language: string;
  timeZone?: string | undefined;
  crumb: string;
  access?: SlideAccess;
  /** Drawn inside a page (the popup overlay's dialog) rather than as the whole document. */
  inPage?: boolean;
}

export type RenderedSlide = { ok: true; html: string } | { ok: false; error: string };

const GRID: Readonly<Record<SlidePosition, [row: number, column: number]>> = {
  'top-left': [1, 1], 'top-center': [1, 2], 'top-right': [1, 3],
  'middle-left': [2, 1], center: [2, 2], 'middle-right': [2, 3],
  'bottom-left': [3, 1], 'bottom-center': [3, 2], 'bottom-right': [3, 3],
};
const ALIGN = ['start', 'center', 'end'] as const;

/** A URL inside `url("…")`: anything but plain path characters percent-encoded. */
const cssUrl = (url: string): string => `url("${url.replace(/[^A-Za-z0-9/._~%:-]/gu, (c) => encodeURIComponent(c))}")`;

function luminance(hex: string): number {
  const channel = (i: number): number => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** White or near-black, whichever reads better on the colour. */
const INK = '#111111';
export function textColourOn(hex: string): string {
  const l = luminance(hex);
  return 1.05 / (l + 0.05) >= (l + 0.05) / (luminance(INK) + 0.05) ? '#ffffff' : INK;
}

/** A rule (or an `@media` block of rules) with each selector put under `scope`. */
function scoped(rule: string, scope: string): string {
  const open = rule.indexOf('{');
  if (rule.startsWith('@media')) {
    const inner = rule.slice(open + 1, -1).split('}').filter(Boolean).map((r) => scoped(`${r}}`, scope));
    return `${rule.slice(0, open + 1)}${inner.join('')}}`;
  }
  return `${rule.slice(0, open).split(',').map((sel) => `${scope} ${sel}`).join(',')}${rule.slice(open)}`;
}

/** The slide's stylesheet: of the whole document, or (with `scope`, the popup's dialog) of the slide inside that element. */
function slideCss(stored: StoredSlide, scope?: string): string {
  const bg = stored.slide.background;
  let body = `background:#ffffff;color:${INK};`;
  if (bg.kind === 'color') body = `background:${bg.color};color:${textColourOn(bg.color)};`;
  const image = bg.kind === 'image' && Object.hasOwn(stored.media, bg.mediaId) ? stored.media[bg.mediaId] : undefined;
  // A dark veil over the image keeps white text readable.
  if (image) body = `background:linear-gradient(rgba(0,0,0,.6),rgba(0,0,0,.6)),${cssUrl(image.assetUrl)} center/cover no-repeat #222222;color:#ffffff;`;
  const cells = SLIDE_POSITIONS.map((p) => {
    const [row, column] = GRID[p];
    return `.slide-${p}{grid-row:${row};grid-column:${column};align-self:${ALIGN[row - 1]};justify-self:stretch;text-align:${['left', 'center', 'right'][column - 1]}}`;
  });
  const rules = [
    '.slide{box-sizing:border-box;min-height:100vh;min-height:100dvh;display:grid;grid-template-columns:repeat(3,minmax(0,1fr));grid-template-rows:repeat(3,auto);align-content:space-between;gap:24px;padding:clamp(16px,4vw,56px)}',
    ...cells,
    '.slice+.slice{margin-top:16px}',
    '.slice h1,.slice h2,.slice p{margin:0;overflow-wrap:anywhere}',
    '.slice-heading{font-size:clamp(2rem,6vw,4.5rem);line-height:1.1}',
    '.slice-sub-heading{font-size:clamp(1.25rem,3vw,2rem);font-weight:500}',
    '.slice a{color:inherit}',
    '.slice ul{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:12px}',
    '.slide-top-center ul,.slide-center ul,.slide-bottom-center ul{justify-content:center}',
    '.slide-top-right ul,.slide-middle-right ul,.slide-bottom-right ul{justify-content:flex-end}',
    '.slice-button{display:inline-block;padding:12px 24px;border:2px solid currentColor;background:transparent;color:inherit;text-decoration:none;font-weight:600}',
    '.slice-button:focus-visible,.slice a:focus-visible,.slice input:focus-visible,.slice button:focus-visible{outline:3px solid currentColor;outline-offset:3px}',
    '.slice-image{max-width:100%;width:auto;height:auto;max-height:40vh}',
    '.slice-logo .slice-image{max-height:80px}',
    '.slice-gallery img{width:120px;height:120px;object-fit:cover}',
    '.slice input{font:inherit;padding:8px;margin:4px 0}',
    '.slice button{font:inherit;padding:8px 16px;border:2px solid currentColor;background:transparent;color:inherit}',
    '@media (max-width:432px){.slide{grid-template-columns:minmax(0,1fr);grid-template-rows:none;align-content:start}.slide-cell{grid-row:auto;grid-column:1}.slide-bottom-left,.slide-bottom-center,.slide-bottom-right{margin-top:auto}}',
  ];
  const font = 'font-family:system-ui,-apple-system,"Segoe UI",sans-serif;line-height:1.5';
  if (scope === undefined) return ['html,body{margin:0;min-height:100%}', `body{${body}${font}}`, ...rules].join('\n');
  // In a dialog: as tall as its content, the dialog's own box painted as the slide's background.
  return [`${scope}{${body}${font}}`, ...rules.map((r) => scoped(r, scope)), `${scope} .slide{min-height:0;min-height:min(60vh,32rem)}`].join('\n');
}

function sliceData(slice: Slice, media: LayoutMedia, env: SlideEnv, navigation: { count: number }): Record<string, unknown> {
  const c = slice.content;
  const base = { id: slice.id, name: slice.name };
  const facts = (id: string | undefined) => (id !== undefined && Object.hasOwn(media, id) ? media[id] : undefined);
  switch (slice.name) {
    case 'heading':
      return { ...base, heading: { text: c.text ?? '' } };
    case 'sub-heading':
      return { ...base, subHeading: { text: c.text ?? '' } };
    case 'body':
    case 'lock':
      return { ...base, paragraph: { text: c.text ?? '' } };
    case 'map':
      return { ...base, address: { text: c.text ?? '' } };
    case 'image':
    case 'logo': {
      const f = facts(c.mediaId);
      const [width, height] = (f?.originalSize ?? '').split('x');
      // An image no longer in the media facts draws nothing.
      return f ? { ...base, image: { assetUrl: f.assetUrl, alt: c.alt ?? '', width: width ?? '', height: height ?? '' } } : base;
    }
    case 'gallery':
    case 'album':
      return { ...base, gallery: { images: (c.mediaIds ?? []).map(facts).filter((f) => f !== undefined).map((f) => ({ assetUrl: f.assetUrl })) } };
    case 'video':
      return { ...base, video: { url: c.url ?? '', text: c.text ?? '' } };
    case 'buttons':
    case 'action':
      return { ...base, buttons: { links: c.links ?? [] } };
    case 'navigation':
      navigation.count += 1;
      return { ...base, navigation: { label: navigation.count === 1 ? 'Cover page' : `Cover page ${navigation.count}`, links: c.links ?? [] } };
    case 'social-icons':
      return { ...base, social: { links: c.links ?? [] } };
    case 'custom-form':
    case 'newsletter':
      return { ...base, form: { formId: `slice-${slice.id}`, text: c.text ?? '', buttonLabel: c.buttonLabel ?? '', url: c.url ?? '/', crumb: env.crumb } };
    case 'twitter':
      return { ...base, twitter: { handle: c.handle ?? '', url: `https://twitter.com/${c.handle ?? ''}` } };
    case 'password':
      return { ...base, password: { prompt: c.text ?? null, access: env.access ?? null } };
  }
}

/** The slide's data as its template reads it: the positions holding slices, in reading order. */
export function slideTemplateData(stored: StoredSlide, env: SlideEnv): Record<string, unknown> {
  const navigation = { count: 0 };
  const cells = SLIDE_POSITIONS.map((position) => ({ position, slices: stored.slide.slices.filter((s) => s.position === position).map((s) => sliceData(s, stored.media, env, navigation)) })).filter((cell) => cell.slices.length > 0);
  // Inside a page (the popup) the slide is no second <main>.
  return { slide: { type: stored.slide.type, element: env.inPage === true ? 'div' : 'main', cells }, website: env.website };
}

function renderSlideBody(stored: StoredSlide, env: SlideEnv): RenderedSlide {
  const template = slideTemplateFor(env.compiled);
  const result = template.template.render(slideTemplateData(stored, env) as unknown as JsonValue, {
    ...(env.compiled ? { partials: env.compiled.partials } : {}),
    locale: env.language,
    ...(env.timeZone ? { timeZone: env.timeZone } : {}),
  });
  if (result.errors.length > 0) return { ok: false, error: `${template.file}: ${result.errors.map((e) => e.message).join('; ')}` };
  return { ok: true, html: result.html.trim() };
}

export function renderSlidePage(stored: StoredSlide, env: SlideEnv): RenderedSlide {
  const body = renderSlideBody(stored, { ...env, inPage: false });
  if (!body.ok) return body;
  const head = `<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(env.title)}</title><style data-slide>${slideCss(stored)}</style>`;
  return { ok: true, html: `<!DOCTYPE html><html lang="${escapeAttribute(env.language)}"><head>${head}</head><body>${body.html}</body></html>` };
}

/** The slide inside an element of a page (`scope`: its selector, such as `#popup-overlay`): its scoped stylesheet and its markup. */
export function renderSlideInPage(stored: StoredSlide, env: SlideEnv, scope: string): RenderedSlide {
  const body = renderSlideBody(stored, { ...env, inPage: true });
  if (!body.ok) return body;
  return { ok: true, html: `<style data-slide>${slideCss(stored, scope)}</style>${body.html}` };
}
