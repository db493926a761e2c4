import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { compileSite, loadSystemTemplates, type CompiledSite } from '../../../site/folder/compile-folder.js';
import { loadSiteFolder } from '../../../site/folder/load-folder.js';
import { templateConfSchema } from '../../../site/folder/template-conf.js';
import { expectContainsAll } from '../../helpers/contains-all.js';
import { type SiteFolder, type SourceFile } from '../../../site/folder/types.js';
import { formatFolderError } from '../../../site/folder/folder-error.js';

const fixture = (name: string) => path.resolve('fixtures/template-folders', name);
const squash = (html: string) => html.replace(/\s+/g, ' ').trim();

async function load(name: string): Promise<SiteFolder> {
  const { folder, errors } = await loadSiteFolder(fixture(name));
  expect(errors).toEqual([]);
  return folder!;
}

/** A folder built in memory: regions and blocks by file path. */
function folderOf(layouts: Record<string, string[]>, files: Record<string, string>, extra: Partial<SiteFolder> = {}): SiteFolder {
  const regions: Record<string, SourceFile> = {};
  const blocks: Record<string, SourceFile> = {};
  for (const [file, source] of Object.entries(files)) {
    if (file.endsWith('.region')) regions[file.slice(0, -'.region'.length)] = { path: file, source };
    else blocks[file.slice('blocks/'.length)] = { path: file, source };
  }
  const conf = templateConfSchema.parse({
    name: 'memory',
    layouts: Object.fromEntries(Object.entries(layouts).map(([id, list]) => [id, { name: id, regions: list }])),
    systemCollections: ['gallery'],
  });
  return { dir: '/nowhere', conf, regions, collections: {}, blocks, pages: {}, assets: [], scripts: [], stylesheets: [], ...extra };
}

const nav = {
  items: [
    { active: true, folderActive: false, collection: { id: 'c1', urlId: 'journal', fullUrl: '/journal', navigationTitle: 'Journal', title: 'Journal', typeName: 'blog' } },
    {
      active: false,
      folderActive: true,
      collection: { id: 'f1', urlId: 'elsewhere', fullUrl: '/elsewhere', navigationTitle: 'Elsewhere', title: 'Elsewhere', typeName: 'folder', folder: true },
      items: [
        { active: true, folderActive: false, collection: { id: 'p1', urlId: 'about', fullUrl: '/about', navigationTitle: 'About us', title: 'About', typeName: 'page' } },
        { active: false, folderActive: false, title: 'Newsletter', externalLink: { url: 'https://example.com/news', newWindow: true } },
      ],
    },
  ],
};

describe('compileSite on platform-base', () => {
  let site: CompiledSite;
  let footerKey: string;
  beforeAll(async () => {
    site = compileSite(await load('platform-base'));
    footerKey = site.blockFields.find((f) => f.id === 'footerBlocks')!.key;
  });
  const context = () => ({
    website: { siteTitle: 'Platform Base', tagline: 'Notes', language: 'en-US' },
    'squarespace-headers': '<link rel="stylesheet" href="/site.css">',
    'squarespace-footers': '<script>/* facts */</script>',
    squarespace: {
      'page-id': 'collection-c1',
      'page-classes': 'collection-type-blog',
      'main-content': '<article>MAIN</article>',
      navigation: { mainNav: nav, footerNav: { items: [] } },
      blockFields: { [footerKey]: '<div class="sqs-layout" data-block-field-id="footerBlocks"><p>Open Saturdays</p></div>' },
    },
  });

  it('compiles every template with no error and lists the tags it found', () => {
    expect(site.errors).toEqual([]);
    expect(site.layouts).toEqual(['default', 'split']);
    expect(Object.keys(site.partials)).toEqual(['navigation.block']);
    expect(site.navigations.map((n) => n.key)).toEqual(['mainNav', 'footerNav']);
    expect(site.queries).toMatchObject([{ collection: 'blog', limit: 2, file: 'pages/about.page', line: 7 }]);
    expect(site.blockFields.map((f) => f.id).sort()).toEqual(['aboutIntro', 'footerBlocks']);
    expect(site.scripts).toEqual(['site.js']);
  });

  it('renders the default layout with the navigation block applied and the main content inserted', () => {
    const { html, errors } = site.region()!.render(context());
    expect(errors).toEqual([]);
    const out = squash(html);
    expect(out).toMatch(/^<!doctype html> <html lang="en-US"> <head>/);
    expectContainsAll(out, [
      '<link rel="stylesheet" href="/site.css">',
      '<body id="collection-c1" class="collection-type-blog">',
      '<li class="nav-item active-link"><a href="/journal">Journal</a></li>',
      '<li class="nav-folder active-folder"> <span class="nav-folder-title">Elsewhere</span>',
      '<li class="nav-item active-link"><a href="/about">About us</a></li>',
      '<li class="nav-item external-link"><a href="https://example.com/news" target="_blank" rel="noopener">Newsletter</a></li>',
      '<main class="site-main" role="main"> <article>MAIN</article> </main>',
      '<div class="sqs-layout" data-block-field-id="footerBlocks"><p>Open Saturdays</p></div>',
      '<script src="/scripts/site.js" defer></script> <script>/* facts */</script> </body>',
    ]);
  });

  it('renders the split layout, whose website section opens in header.region and closes in footer.region', () => {
    const { html, errors } = site.region('split')!.render(context());
    expect(errors).toEqual([]);
    expect(site.region('split')!.file).toBe('header.region+footer.region');
    const out = squash(html);
    expectContainsAll(out, [
      '<div class="site-wrapper" data-site-title="Platform Base">',
      '<main class="site-main"> <article>MAIN</article> </main>',
      '<p>Platform Base &middot; Notes</p>',
      '<a href="/journal">Journal</a>',
    ]);
    expect(site.region('nope')).toBeUndefined();
  });

  it('renders the blog list and item with their platform contexts', () => {
    const list = site.collectionTemplate('blog', 'list')!;
    expect(list.file).toBe('collections/blog.list');
    const collection = { id: 'col', title: 'Journal', fullUrl: '/journal', categories: ['Furniture', 'Turning'] };
    const items = [
      { id: 'a', title: 'Oak stools', fullUrl: '/journal/oak', publishOn: Date.UTC(2026, 0, 2, 12), author: { displayName: 'Ada' }, categories: ['Furniture'] },
      { id: 'b', title: 'Bowls', fullUrl: '/journal/bowls', publishOn: Date.UTC(2025, 11, 18, 12), categories: [] },
    ];
    const pagination = { pageSize: 2, nextPage: true, nextPageOffset: 2, nextPageUrl: '/journal?offset=2', prevPage: false };
    const { html, errors } = list.render({ collection, items, pagination, website: { timeZone: 'UTC' } });
    expect(errors).toEqual([]);
    const out = squash(html);
    expectContainsAll(out, [
      '<h2 class="blog-item-title"><a href="/journal/oak">Oak stools</a></h2>',
      '<span class="blog-author">By Ada</span> <time datetime="2026-01-02">January 2, 2026</time>',
      '<a href="/journal?category=Turning">Turning</a>',
      '<hr class="blog-divider">',
      '<a class="older" href="/journal?offset=2">Older posts</a>',
    ]);
    expect(out).not.toContain('Newer posts');

    const item = site.collectionTemplate('blog', 'item')!.render({
      collection,
      item: { ...items[0], body: '<p>Body</p>', tags: ['oak'] },
      pagination: { nextItem: { title: 'Bowls', fullUrl: '/journal/bowls' } },
    });
    expect(item.errors).toEqual([]);
    expect(squash(item.html)).toContain('<a class="next" href="/journal/bowls">Bowls &rarr;</a>');
  });

  it('renders the about page with its query and block field', () => {
    const page = site.pageTemplate('about')!;
    const [query] = site.queries;
    const intro = site.blockFields.find((f) => f.id === 'aboutIntro')!;
    const { html, errors } = page.render({
      collection: { title: 'About' },
      squarespace: {
        query: { [query!.key]: { collection: { title: 'Journal' }, items: [{ title: 'Oak stools', fullUrl: '/journal/oak', publishOn: 0 }] } },
        blockFields: { [intro.key]: '<p>We make furniture.</p>' },
      },
    });
    expect(errors).toEqual([]);
    const out = squash(html);
    expect(out).toContain('<h1>About</h1> <div class="sqs-layout sqs-grid-12 columns-12" data-type="block-field" data-block-field-id="aboutIntro"><p>We make furniture.</p></div>');
    expect(out).toContain('<li><a href="/journal/oak">Oak stools</a>');
  });

  it('falls back to system templates for systemCollections and platform pages only', () => {
    const system: Record<string, SourceFile> = {
      'gallery.list': { path: 'system/gallery.list', source: '<div class="gallery">{collection.title}</div>' },
      'blog.list': { path: 'system/blog.list', source: 'system blog' },
      'album.list': { path: 'system/album.list', source: 'album' },
      'cart.page': { path: 'system/cart.page', source: '<div id="cart"></div>' },
      'about.page': { path: 'system/about.page', source: 'system about' },
    };
    const withSystem = compileSite(site.folder, { systemTemplates: system });
    expect(withSystem.collectionTemplate('gallery', 'list')?.render({ collection: { title: 'Photos' } }).html).toBe('<div class="gallery">Photos</div>');
    expect(withSystem.collectionTemplate('gallery', 'item')).toBeUndefined();
    expect(withSystem.collectionTemplate('blog', 'list')?.file).toBe('collections/blog.list');
    expect(withSystem.collectionTemplate('album', 'list')).toBeUndefined();
    expect(withSystem.pageTemplate('cart')?.file).toBe('system/cart.page');
    expect(withSystem.pageTemplate('about')?.file).toBe('pages/about.page');
    expect(withSystem.pageTemplate('checkout')).toBeUndefined();
  });
});

describe('compileSite errors', () => {
  it('reports a JSON-T error of footer.region at footer.region’s own line', async () => {
    const site = compileSite(await load('footer-error'));
    expect(site.errors.map(formatFolderError)).toEqual(["footer.region:3:15: Unknown formatter 'no-such-formatter'"]);
    expect(site.region()?.errors).toEqual(site.errors);
  });

  it('reports an unclosed query in its region', async () => {
    const site = compileSite(await load('unclosed-query'));
    expect(site.errors.map(formatFolderError)).toEqual(['site.region:4:5: <squarespace:query> is not closed: no </squarespace:query> follows']);
  });

  it('finds a missing partial at compile time, and maps render errors to the region they come from, and a block’s to the block', () => {
    const folder = folderOf(
      { default: ['header', 'footer'] },
      {
        'header.region': '<h1>{title}</h1>\n{.section page}\n',
        'footer.region': '<p>{n}</p>\n<p>{n|apply missing.block}</p>\n<squarespace:navigation navigationId="main" template="menu" />\n{.end}',
        'blocks/menu.block': '<ul>\n{.repeated section items}<li>{@|apply gone.block}</li>{.end}</ul>',
      },
    );
    const site = compileSite(folder);
    expect(site.errors.map((e) => `${e.file}:${e.line}:${e.column} ${e.code}`)).toEqual([
      'blocks/menu.block:2:30 partial-not-found',
      'footer.region:2:4 partial-not-found',
    ]);
    expect(site.errors[1]?.message).toBe("Partial 'missing.block' was not found: the folder has no blocks/missing.block");
    const { html, errors } = site.region()!.render({ title: 'T', page: { n: 1 }, squarespace: { navigation: { main: { items: [1] } } } });
    expect(html).toContain('<h1>T</h1>');
    expect(errors.map((e) => `${e.file}:${e.line}:${e.column} ${e.code}`)).toEqual([
      'footer.region:2:4 partial-not-found',
      'blocks/menu.block:2:30 partial-not-found',
    ]);
  });

  it('knows the blocks each template uses, through other blocks too, so a page fails for its own blocks only', () => {
    const folder = folderOf(
      { default: ['site'] },
      {
        'site.region': '{@|apply outer.block}{.macro m}{.end}{@|apply m}',
        'blocks/outer.block': '{@|apply inner.block}{@|apply outer.block}',
        'blocks/inner.block': 'x',
        'blocks/alone.block': '{@|apply inner.block}',
      },
    );
    const site = compileSite(folder);
    expect(site.errors).toEqual([]);
    expect([...site.region()!.blockFiles].sort()).toEqual(['blocks/inner.block', 'blocks/outer.block']);
  });

  it('turns anything thrown while rendering into an error of the file', () => {
    const site = compileSite(folderOf({ default: ['site'] }, { 'site.region': '{a|strict-thing}' }), {
      engineOptions: { formatters: [{ name: 'strict-thing', apply: () => { throw new Error('boom'); } }] },
    });
    const { errors } = site.region()!.render({ a: 1 }, { strict: true });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ file: 'site.region', line: 1 });
    expect(errors[0]?.message).toContain('boom');
  });
});

describe('loadSystemTemplates', () => {
  it('reads .list, .item and .page files by name, and nothing when the folder is absent', async () => {
    expect(await loadSystemTemplates(fixture('no-such-system-folder'))).toEqual({});
    const dir = await mkdtemp(path.join(tmpdir(), 'system-'));
    try {
      await writeFile(path.join(dir, 'blog.list'), 'L');
      await writeFile(path.join(dir, 'cart.page'), 'C');
      await writeFile(path.join(dir, 'README.md'), 'not a template');
      const label = path.basename(dir);
      expect(await loadSystemTemplates(dir)).toEqual({
        'blog.list': { path: `${label}/blog.list`, source: 'L' },
        'cart.page': { path: `${label}/cart.page`, source: 'C' },
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
