/**
 * The stylesheet of a rendered layout, written in a `<style>` element of the page's head
 * (site/pipeline/headers.ts; the site's Content-Security-Policy takes inline styles,
 * `style-src 'unsafe-inline'`, but the markup carries no `style` attribute): the 12-column grid of every section, each block's desktop
 * placement as grid lines, its phone placement (or full-width stacking in reading order) at
 * `max-width: 432px`, section backgrounds, image focal points and spacer heights. Every value
 * written here is a checked number, a palette colour made hex, or a media URL escaped for CSS.
 */
import { LAYOUT_LIMITS, type Block, type Layout, type Placement, type Section } from '../../../domain/layout/layout.js';
import type { LayoutMedia } from '../../../domain/layout/layout-media.js';

/** The grid, paddings and themes every layout shares (once per page). */
export const LAYOUT_BASE_CSS = [
  '.page-layout{display:block}',
  '.page-section{position:relative;background-size:cover;background-repeat:no-repeat}',
  `.page-section-grid{display:grid;grid-template-columns:repeat(${LAYOUT_LIMITS.columns},minmax(0,1fr));grid-auto-rows:minmax(1.5rem,auto);gap:1rem;max-width:72rem;margin:0 auto;padding:0 1rem}`,
  '.page-section.padding-none{padding:0}.page-section.padding-small{padding:1.5rem 0}.page-section.padding-medium{padding:3rem 0}.page-section.padding-large{padding:6rem 0}',
  '.page-section.theme-bright{background-color:#ffffff;color:#1b1b1b}',
  '.page-section.theme-dark{background-color:#1f2421;color:#fbfaf7}.page-section.theme-dark a{color:#ffffff}',
  '.page-section.theme-accent{background-color:#2f5d47;color:#ffffff}.page-section.theme-accent a{color:#ffffff}',
  '.sqs-block{min-width:0}',
  '.image-block-image{display:block;width:100%;height:100%;object-fit:cover}',
  '.button-block.align-center{text-align:center}.button-block.align-right{text-align:right}',
  '.line-block-rule{border:0;border-top:1px solid currentColor}.line-block-rule.line-dashed{border-top-style:dashed}.line-block-rule.line-dotted{border-top-style:dotted}',
  '.embed-card{display:block;padding:1rem;border:1px solid currentColor;border-radius:.4rem}.embed-card-provider{display:block;font-size:.85em}',
  '.social-links-list,.navigation-block-list{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:1rem}',
].join('\n');

/** A CSS string of a URL: quoted, with what could end the string or the style element escaped. */
export function cssUrl(url: string): string {
  return `url("${url.replace(/[^A-Za-z0-9/._~%:?=&+,;@!$*-]/g, (c) => `\\${(c.codePointAt(0) ?? 0).toString(16)} `)}")`;
}

const lines = (p: Placement): string => `grid-column:${p.column}/span ${p.span};grid-row:${p.row}/span ${p.rows}`;
const percent = (v: unknown): string => `${Math.round((typeof v === 'number' && Number.isFinite(v) ? Math.min(1, Math.max(0, v)) : 0.5) * 1000) / 10}%`;

function blockCss(scope: string, block: Block): string[] {
  const at = `${scope} [data-block-id="${block.id}"]`;
  const rules = [`${at}{${lines(block.desktop)}}`];
  const s = block.settings;
  if (block.kind === 'image') rules.push(`${at} .image-block-image{object-position:${percent(s['focalX'])} ${percent(s['focalY'])}}`);
  if (block.kind === 'spacer' && typeof s['height'] === 'number' && Number.isFinite(s['height'])) rules.push(`${at} .spacer-block-space{height:${Math.min(40, Math.max(0, s['height']))}rem}`);
  return rules;
}

function sectionCss(scope: string, section: Section, palette: Readonly<Record<string, string>>, media: LayoutMedia): string[] {
  const at = `${scope} [data-section-id="${section.id}"]`;
  const back = section.background;
  if (back.kind === 'color') {
    const color = Object.hasOwn(palette, back.color) ? palette[back.color] : undefined;
    return color && /^#[0-9a-fA-F]{3,8}$/.test(color) ? [`${at}{background-color:${color}}`] : [];
  }
  if (back.kind === 'image') {
    const facts = Object.hasOwn(media, back.mediaId) ? media[back.mediaId] : undefined;
    if (!facts) return [];
    const url = facts.systemDataVariants ? `${facts.assetUrl}?format=2500w` : facts.assetUrl;
    return [`${at}{background-image:${cssUrl(url)};background-position:${percent(back.focalX)} ${percent(back.focalY)}}`];
  }
  return [];
}

/** The rules of one layout (LAYOUT_BASE_CSS goes before them); `scope` is the selector of its root (`[data-layout="page/abc"]`). */
export function layoutCss(scope: string, layout: Layout, palette: Readonly<Record<string, string>>, media: LayoutMedia): string {
  const desktop: string[] = [];
  const phone: string[] = [];
  for (const section of layout.sections) {
    desktop.push(...sectionCss(scope, section, palette, media));
    for (const block of section.blocks) {
      desktop.push(...blockCss(scope, block));
      // Without a phone placement a block takes the whole width, in reading order.
      phone.push(`${scope} [data-block-id="${block.id}"]{${block.phone ? lines(block.phone) : 'grid-column:1/-1;grid-row:auto'}}`);
    }
  }
  const phoneRules = phone.length > 0 ? [`@media (max-width:${LAYOUT_LIMITS.phoneMaxWidth}px){${phone.join('')}}`] : [];
  return [...desktop, ...phoneRules].join('\n');
}
