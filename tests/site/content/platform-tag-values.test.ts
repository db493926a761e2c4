// What the folder-navigation, related and category tags receive, from real seed content
// (fixtures/site-content/blog-gallery), and as the pipeline puts it under `squarespace`.
import { describe, expect, it } from 'vitest';
import { categoryLinks } from '../../../site/content/category-list.js';
import { currentFolder } from '../../../site/content/folder-navigation.js';
import { navigationItems } from '../../../site/content/navigation.js';
import { relatedItems } from '../../../site/content/related-items.js';
import { compileSite } from '../../../site/folder/compile-folder.js';
import { templateConfSchema } from '../../../site/folder/template-conf.js';
import { platformValues } from '../../../site/pipeline/platform-values.js';
import type { SiteRuntime } from '../../../site/pipeline/site-runtime.js';
import { loadFixture } from './load.js';

const content = loadFixture('blog-gallery');
const journal = content.collections.find((c) => c.collection.urlId === 'journal')!;
const folderAt = (path: string) => currentFolder(Object.values(content.navigation).map((links) => navigationItems(links, content, path)));

describe('folder navigation', () => {
  it('is the folder holding the current page, its page marked active', () => {
    const folder = folderAt('/colophon');
    expect(folder?.title).toBe('More');
    expect(folder?.items.map((i) => `${i.active ? '*' : ''}${i.title}`)).toEqual(['About us', '*Colophon', 'Mastodon']);
  });

  it('is absent on a page in no folder', () => {
    expect(folderAt('/journal')).toBeUndefined();
  });
});

describe('related items', () => {
  it('are those sharing a category, then a tag, without the item itself, up to the limit', () => {
    const frost = journal.items[0]!;
    expect(relatedItems(frost, journal, 10).map((i) => i.title)).toEqual([
      'To the lighthouse and back', 'Spring tide', 'Café notes: part 2!', 'A kestrel over the dyke', 'The heron at the sluice',
    ]);
    expect(relatedItems(frost, journal).map((i) => i.title)).toHaveLength(3);
    expect(relatedItems(journal.items[3]!, journal)).toEqual([]);
  });
});

describe('category links', () => {
  it('link to the filtered list with their counts, the current one active', () => {
    expect(categoryLinks(journal, 'Birds')).toEqual([
      { name: 'Birds', fullUrl: '/journal?category=Birds', count: 2, active: true },
      { name: 'Pictures', fullUrl: '/journal?category=Pictures', count: 1, active: false },
      { name: 'Walks', fullUrl: '/journal?category=Walks', count: 4, active: false },
    ]);
  });
});

describe('the values under squarespace', () => {
  const conf = templateConfSchema.parse({ name: 'x', layouts: { d: { name: 'D', regions: ['site'] } } });
  const source = '<squarespace:folder-navigation>{title}</squarespace:folder-navigation><squarespace:related>{items.0.title}</squarespace:related><squarespace:category>{items.0.name}</squarespace:category>';
  const compiled = compileSite({ dir: '/x', conf, regions: { site: { path: 'site.region', source } }, collections: {}, blocks: {}, pages: {}, assets: [], scripts: [], stylesheets: [] });
  const site = { compiled, designClasses: [] } as unknown as SiteRuntime;

  it('render the item page with its related items and its collection categories', () => {
    const item = journal.items[1]!;
    const context = { collection: journal.collection, item };
    const squarespace = platformValues(site, content, item.fullUrl, undefined, context, { main: undefined, region: compiled.region() });
    expect(compiled.region()!.render({ ...context, squarespace }).html).toBe('The heron at the sluiceBirds');
  });

  it('render the folder of a page in one', () => {
    const squarespace = platformValues(site, content, '/about', undefined, {}, { main: undefined, region: compiled.region() });
    expect(compiled.region()!.render({ squarespace }).html).toBe('More');
  });
});
