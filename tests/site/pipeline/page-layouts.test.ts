// Which published layouts a page shows (site/pipeline/page-layouts.ts), on the platform-base
// folder: the page's own layout for its main content, `page/<id>/<field>` for a block field of
// its template, `site/<field>` for a block field of a layout region (on every page), an item's
// layout as its body; fields without a published layout keep their stored HTML; drafts never show.
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSiteFolder } from '../../../site/folder/load-folder.js';
import { compileSite } from '../../../site/folder/compile-folder.js';
import { readSeedContent } from '../../../site/content/seed-content.js';
import type { SiteContent } from '../../../site/content/types.js';
import type { SiteRuntime } from '../../../site/pipeline/site-runtime.js';
import { pageLayouts, type LayoutSources } from '../../../site/pipeline/page-layouts.js';
import type { Layout } from '../../../domain/layout/layout.js';
import type { StoredLayout } from '../../../domain/layout/layout-media.js';

const DIR = join(import.meta.dirname, '../../../fixtures/template-folders/platform-base');

const textLayout = (html: string): StoredLayout => {
  const layout: Layout = { sections: [{ id: 's', background: { kind: 'none' }, padding: 'none', theme: 'light', blocks: [{ id: 't', kind: 'text', settings: { html }, desktop: { column: 1, span: 12, row: 1, rows: 1 } }] }] };
  return { layout, media: {} };
};

let site: SiteRuntime;
let content: SiteContent;
const sources = (layouts: Record<string, StoredLayout>, path = '/about'): LayoutSources => ({ site, content, layouts, design: undefined, path, origin: 'https://shop.example', language: 'en-US', timeZone: undefined });

beforeAll(async () => {
  const { folder } = await loadSiteFolder(DIR);
  site = { compiled: compileSite(folder!), tweaks: [] } as unknown as SiteRuntime;
  content = readSeedContent(join(DIR, 'content')).content!;
});

describe('pageLayouts', () => {
  it('shows nothing where nothing is published (the stored block fields stay)', () => {
    const about = content.pages.find((p) => p.page.id === 'page-about');
    expect(pageLayouts(sources({}), about, undefined)).toEqual({ fields: {}, islands: {}, css: [] });
  });

  it("draws the page's layout, its template's field and the region's field from their owners", () => {
    const about = content.pages.find((p) => p.page.id === 'page-about');
    const done = pageLayouts(
      sources({
        'page/page-about': textLayout('<p>The page body</p>'),
        'page/page-about/aboutIntro': textLayout('<p>The intro</p>'),
        'site/footerBlocks': textLayout('<p>The footer</p>'),
        'page/other/aboutIntro': textLayout('<p>Not this page</p>'),
      }),
      about,
      undefined,
    );
    expect(done.main).toContain('<p>The page body</p>');
    expect(done.main).toContain('data-layout="page/page-about"');
    expect(done.css).toHaveLength(3);
    expect(done.css.join('')).toContain('[data-layout="page/page-about/aboutIntro"] [data-block-id="t"]{grid-column:1/span 12');
    const keys = site.compiled!.blockFields.map((tag) => [tag.id, tag.key]);
    const keyOf = (id: string): string => keys.find(([tagId]) => tagId === id)![1]!;
    expect(done.fields[keyOf('aboutIntro')]).toContain('<p>The intro</p>');
    expect(done.fields[keyOf('footerBlocks')]).toContain('<p>The footer</p>');
    expect(JSON.stringify(done)).not.toContain('Not this page');
  });

  it("shows a region's field on a page that is not a page (a list) and an item's layout as its body", () => {
    const blog = content.collections.find((c) => c.collection.typeName === 'blog')!;
    const item = blog.items[0]!;
    const done = pageLayouts(
      sources({ 'site/footerBlocks': textLayout('<p>The footer</p>'), [`item/${blog.collection.id}/${item.id}`]: textLayout('<p>The post</p>') }, item.fullUrl),
      undefined,
      { collectionId: blog.collection.id, itemId: item.id },
    );
    expect(done.itemBody).toContain('<p>The post</p>');
    expect(Object.values(done.fields).join('')).toContain('<p>The footer</p>');
    expect(done.main).toBeUndefined();
  });
});
