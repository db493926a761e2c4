// A layout rendered (site/features/page-builder/render-layout.ts): sections with their theme,
// padding and background, blocks in reading order on the 12-column grid with their desktop and
// phone placements in the layout's stylesheet (no style attribute), a site folder's own
// `blocks/<kind>.block` winning over the built-in, and no island for static blocks.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSiteFolder } from '../../../site/folder/load-folder.js';
import { compileSite } from '../../../site/folder/compile-folder.js';
import { mergeIslands, renderLayout, type LayoutRenderEnv } from '../../../site/features/page-builder/render-layout.js';
import { builtInBlockTemplates } from '../../../site/features/page-builder/block-templates.js';
import { cssUrl } from '../../../site/features/page-builder/layout-css.js';
import { BLOCK_DEFINITIONS, STATIC_BLOCKS } from '../../../site/features/page-builder/kinds/index.js';
import type { Layout } from '../../../domain/layout/layout.js';

const env = (over: Partial<LayoutRenderEnv> = {}): LayoutRenderEnv => ({
  content: { website: { siteTitle: 'Fern & Finch' }, navigation: {}, collections: [], pages: [] },
  path: '/', origin: 'https://shop.example', compiled: undefined, palette: { accent: '#2f6b4f' }, locale: 'en-US', ...over,
});

const LAYOUT: Layout = {
  sections: [
    {
      id: 'top', background: { kind: 'color', color: 'accent' }, padding: 'large', theme: 'dark',
      blocks: [
        { id: 'right', kind: 'button', settings: { label: 'Go', url: '/shop', size: 'medium', alignment: 'left' }, desktop: { column: 7, span: 6, row: 1, rows: 1 }, phone: { column: 1, span: 12, row: 1, rows: 1 } },
        { id: 'left', kind: 'text', settings: { html: '<p>First</p>' }, desktop: { column: 1, span: 6, row: 1, rows: 2 } },
      ],
    },
  ],
};

describe('renderLayout', () => {
  it('draws sections and blocks in reading order, placed by the stylesheet, with no style attribute', () => {
    const done = renderLayout('page/home', { layout: LAYOUT, media: {} }, env());
    expect(done.errors).toEqual([]);
    expect(done.html).toMatch(/^<div class="page-layout" data-layout="page\/home"><section /);
    expect(done.html).toContain('<section class="page-section theme-dark padding-large background-color" data-section-id="top"><div class="page-section-grid">');
    expect(done.html.indexOf('data-block-id="left"')).toBeLessThan(done.html.indexOf('data-block-id="right"'));
    expect(done.html).not.toMatch(/\sstyle=|<style/);
    expect(done.css).toContain('[data-layout="page/home"] [data-section-id="top"]{background-color:#2f6b4f}');
    expect(done.css).toContain('[data-layout="page/home"] [data-block-id="left"]{grid-column:1/span 6;grid-row:1/span 2}');
    expect(done.css).toContain('[data-layout="page/home"] [data-block-id="right"]{grid-column:7/span 6;grid-row:1/span 1}');
    expect(done.css).toContain('@media (max-width:432px){[data-layout="page/home"] [data-block-id="right"]{grid-column:1/span 12;grid-row:1/span 1}[data-layout="page/home"] [data-block-id="left"]{grid-column:1/-1;grid-row:auto}}');
    expect(Object.keys(done.blocks).sort()).toEqual(['left', 'right']);
  });

  it('ships no island for a layout of static blocks', () => {
    expect(STATIC_BLOCKS.every((d) => d.islands === undefined)).toBe(true);
    expect(renderLayout('page/home', { layout: LAYOUT, media: {} }, env()).islands).toEqual({});
  });

  it("loads the lead image of a page's body at once and first (its largest paint), every other image lazily", () => {
    const media = { m1: { assetUrl: '/media/m1/kiln.jpg', originalSize: '1200x800', systemDataVariants: '100w,300w,500w' } };
    const image = (id: string, column: number) => ({ id, kind: 'image' as const, variant: 'poster', settings: { mediaId: 'm1', alt: id, focalX: 0.5, focalY: 0.5 }, desktop: { column, span: 6, row: 1, rows: 1 } });
    const layout: Layout = {
      sections: [
        { ...LAYOUT.sections[0]!, blocks: [image('second', 7), image('first', 1)] },
        { ...LAYOUT.sections[0]!, id: 'below', blocks: [image('below', 1)] },
      ],
    };
    const done = renderLayout('page/home', { layout, media }, env());
    expect(done.blocks['first']).toContain('alt="first" width="1200" height="800" loading="eager" fetchpriority="high">');
    expect(done.blocks['second']).toContain('loading="lazy" decoding="async">');
    expect(done.blocks['below']).toContain('loading="lazy" decoding="async">');
    // A gallery leading the page: its first image only.
    const gallery = { id: 'slides', kind: 'gallery' as const, variant: 'slideshow', settings: { images: [{ mediaId: 'm1', alt: 'one' }, { mediaId: 'm1', alt: 'two' }], gallery: {} }, desktop: { column: 1, span: 12, row: 1, rows: 1 } };
    const slides = renderLayout('page/home', { layout: { sections: [{ ...LAYOUT.sections[0]!, blocks: [gallery, image('after', 1)] }] }, media }, env()).blocks['slides'] ?? '';
    expect(slides).toMatch(/alt="one" loading="eager" fetchpriority="high"/);
    expect(slides).toMatch(/alt="two" loading="lazy"/);
    // A block field (a sidebar, a footer) is not the page's first screen.
    expect(renderLayout('page/home/sidebar', { layout, media }, env()).blocks['first']).toContain('loading="lazy"');
    expect(renderLayout('item/blog/post-1', { layout, media }, env()).blocks['first']).toContain('fetchpriority="high"');
  });

  it("renders a block whose stored settings no longer pass as empty, and says why", () => {
    const bad: Layout = { sections: [{ ...LAYOUT.sections[0]!, blocks: [{ id: 'x', kind: 'button', settings: { label: '', url: 'javascript:x', size: 'medium', alignment: 'left' }, desktop: { column: 1, span: 1, row: 1, rows: 1 } }] }] };
    const done = renderLayout('page/home', { layout: bad, media: {} }, env());
    expect(done.blocks['x']).toBe('<div class="sqs-block button-block" data-block-id="x" data-block-kind="button"><div class="sqs-block-content"></div></div>');
    expect(done.errors[0]).toMatch(/^block x: its settings no longer pass/);
  });

  it("uses a site folder's own blocks/text.block over the built-in", async () => {
    const { folder, errors } = await loadSiteFolder(join(import.meta.dirname, '../../../fixtures/template-folders/block-override'));
    expect(errors).toEqual([]);
    const compiled = compileSite(folder!);
    const done = renderLayout('page/home', { layout: LAYOUT, media: {} }, env({ compiled }));
    expect(done.errors).toEqual([]);
    expect(done.blocks['left']).toBe('<div class="sqs-block text-block" data-block-id="left" data-block-kind="text"><div class="sqs-block-content"><article class="folder-text" data-site="Fern &amp; Finch"><p>First</p></article></div></div>');
    // The kinds the folder does not override keep the built-in template.
    expect(done.blocks['right']).toContain('<a class="button sqs-block-button-element size-medium" href="/shop">Go</a>');
  });

  it("merges blocks' islands: the commerce island's products joined, another island kept once", () => {
    const product = (id: string) => ({ id }) as never;
    const captcha = { provider: 'local' } as never;
    const merged = mergeIslands(mergeIslands({}, { commerce: { products: { a: product('a') } }, forms: { captcha } }), { commerce: { products: { b: product('b') } }, forms: { captcha } });
    expect(merged).toEqual({ commerce: { products: { a: { id: 'a' }, b: { id: 'b' } } }, forms: { captcha } });
    expect(mergeIslands(merged, undefined)).toBe(merged);
  });

  it('compiles every built-in block template', () => {
    expect([...builtInBlockTemplates().keys()].sort()).toEqual(Object.keys(BLOCK_DEFINITIONS).sort());
  });

  it('escapes what could end a CSS string or the style element in an image URL', () => {
    expect(cssUrl('/media/a1/x").png</style>')).toBe('url("/media/a1/x\\22 \\29 .png\\3c /style\\3e ")');
  });
});
