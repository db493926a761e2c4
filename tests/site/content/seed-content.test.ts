import { describe, expect, it } from 'vitest';
import { readSeedContent, seedContentFromFiles } from '../../../site/content/seed-content.js';
import { formatSeedError } from '../../../site/content/seed-error.js';
import { fixtureDir, loadFixture } from './load.js';

const WEBSITE = JSON.stringify({ website: { id: 'site', siteTitle: 'Site', language: 'en', timeZone: 'UTC' } });

/** Errors of a content folder given as file texts (website.json added unless given). */
function errorsOf(files: Record<string, string>): string[] {
  const all = new Map(Object.entries({ 'website.json': WEBSITE, ...files }));
  return seedContentFromFiles(all).errors.map(formatSeedError);
}

const collection = (urlId: string, extra: object = {}, items: object[] = []): string =>
  JSON.stringify({ collection: { id: `col-${urlId}`, urlId, title: urlId, typeName: 'blog', ...extra }, items });

describe('seed content: a blog-and-gallery folder', () => {
  const content = loadFixture('blog-gallery');
  const journal = content.collections.find((c) => c.collection.urlId === 'journal');

  it('reads website, navigations, collections and pages in file-name order', () => {
    expect(content.website['siteTitle']).toBe('Quiet Hours');
    expect(Object.keys(content.navigation)).toEqual(['mainNav', 'footerNav']);
    expect(content.collections.map((c) => c.collection.urlId)).toEqual(['journal', 'pictures']);
    expect(content.pages.map((p) => p.page.urlId)).toEqual(['about', 'colophon']);
  });

  it('sets each collection and item URL, and the item collectionId', () => {
    expect(journal?.collection.fullUrl).toBe('/journal');
    expect(journal?.items[1]).toMatchObject({ urlId: 'kestrel', fullUrl: '/journal/kestrel', collectionId: 'col-journal' });
    expect(content.collections[1]?.collection).toMatchObject({ urlId: 'pictures', fullUrl: '/pictures' });
    expect(content.collections[1]?.items[0]?.fullUrl).toBe('/pictures/reeds');
  });

  it('makes a missing item urlId from its title', () => {
    expect(journal?.items[6]).toMatchObject({ title: 'Café notes: part 2!', urlId: 'cafe-notes-part-2', fullUrl: '/journal/cafe-notes-part-2' });
  });

  it('gathers the items’ categories and tags on the collection, each once, sorted', () => {
    expect(journal?.collection.categories).toEqual(['Birds', 'Pictures', 'Walks']);
    expect(journal?.collection.tags).toEqual(['coast', 'film', 'heron', 'kestrel', 'marsh', 'tide', 'winter']);
  });

  it('keeps a page’s block fields and the other JSON it carries', () => {
    const about = content.pages[0];
    expect(about?.page).toMatchObject({ id: 'page-about', urlId: 'about', fullUrl: '/about' });
    expect(about?.blockFields).toEqual({ intro: '<p>Two people, one <strong>estuary</strong>, a lot of tea.</p>' });
    expect(about?.['team']).toEqual([{ name: 'Ada' }, { name: 'Bryn' }]);
    expect(content.pages[1]).toMatchObject({ page: { urlId: 'colophon', template: 'plain' }, blockFields: {} });
  });
});

describe('seed content: a store folder', () => {
  const content = loadFixture('store');
  const shop = content.collections[0];

  it('puts products under /p/ and keeps their structured content and merchandising context', () => {
    expect(shop?.items.map((item) => item.fullUrl)).toEqual(['/shop/p/linen-apron', '/shop/p/beeswax-candle', '/shop/p/linen-tea-towel']);
    expect(shop?.items[0]?.['structuredContent']).toMatchObject({ productType: 1, variantOptionOrdering: ['Color', 'Size'] });
    expect(shop?.items[0]?.['structuredContent']).toHaveProperty(['variants', 0], expect.objectContaining({ sku: 'APR-NAT-S', qtyInStock: 6 }));
    expect(shop?.productMerchandisingContext?.['prod-tea-towel']).toMatchObject({ customSoldOutText: 'Back in spring' });
  });
});

describe('seed content: errors name the file and the JSON path', () => {
  const cases: Array<{ name: string; files: Record<string, string>; errors: string[] }> = [
    {
      name: 'a missing website.json',
      files: { 'website.json': undefined as unknown as string },
      errors: ['website.json: is missing'],
    },
    {
      name: 'website settings of the wrong shape',
      files: { 'website.json': JSON.stringify({ website: { id: 'site', siteTitle: '', language: 'en', timeZone: 'Mars/Olympus' }, extra: 1 }) },
      errors: [
        'website.json: website.siteTitle: must not be empty',
        'website.json: website.timeZone: is not an IANA time zone',
        "website.json: Unrecognized key(s) in object: 'extra'",
      ],
    },
    {
      name: 'an item without a title',
      files: { 'collections/blog.json': collection('blog', {}, [{ id: 'a', title: 'A' }, { id: 'b', title: 'B' }, { id: 'c', title: 'C' }, { id: 'd', urlId: 'd' }]) },
      errors: ['collections/blog.json: items[3].title: Required'],
    },
    {
      name: 'a urlId with a slash',
      files: { 'collections/blog.json': collection('blog', {}, [{ id: 'a', title: 'A', urlId: 'a/b' }]) },
      errors: ['collections/blog.json: items[0].urlId: "a/b" is not a URL segment (no slashes, spaces, "?", "#", "%" or "\\")'],
    },
    {
      name: 'two items with one urlId, one of them made from its title',
      files: { 'collections/blog.json': collection('blog', {}, [{ id: 'a', title: 'Hello', urlId: 'hello-there' }, { id: 'b', title: 'Hello there' }]) },
      errors: ['collections/blog.json: items[1].urlId: "hello-there" (made from the title "Hello there") is also the urlId of items[0]'],
    },
    {
      name: 'a title nothing can be made of',
      files: { 'collections/blog.json': collection('blog', {}, [{ id: 'a', title: '!!!' }]) },
      errors: ['collections/blog.json: items[0].urlId: is missing and cannot be made from the title "!!!"'],
    },
    {
      name: 'a collection and a page with one URL',
      files: { 'collections/about.json': collection('about'), 'pages/about.json': JSON.stringify({ page: { id: 'page-about', title: 'About' } }) },
      errors: ['pages/about.json: page.urlId: the URL "about" is already taken by collections/about.json (collection.urlId)'],
    },
    {
      name: 'two records with one id',
      files: { 'collections/a.json': collection('a', {}, [{ id: 'col-b', title: 'X' }]), 'collections/b.json': collection('b') },
      errors: ['collections/b.json: collection.id: the id "col-b" is already taken by collections/a.json (items[0].id)'],
    },
    {
      name: 'a urlId that contradicts the file name',
      files: { 'collections/blog.json': collection('journal') },
      errors: ['collections/blog.json: collection.urlId: "journal" differs from the file name "blog"'],
    },
    {
      name: 'two home pages',
      files: { 'collections/a.json': collection('a', { homepage: true }), 'pages/b.json': JSON.stringify({ page: { id: 'page-b', title: 'B', homepage: true } }) },
      errors: ['pages/b.json: page.homepage: only one home page is allowed; collections/a.json is one already'],
    },
    {
      name: 'a page carrying a key of the platform',
      files: { 'pages/b.json': JSON.stringify({ page: { id: 'page-b', title: 'B' }, pageType: 7 }) },
      errors: ['pages/b.json: pageType: "pageType" is set by the platform; a page may not carry it'],
    },
    {
      name: 'navigation links of the wrong shape',
      files: { 'navigation.json': JSON.stringify({ mainNav: [{ title: 'A', url: '/a' }, { title: 'B', url: 'javascript:alert(1)' }, { title: 'F', url: '/f', items: [{ url: '/x' }] }], 'bad name': [] }) },
      errors: [
        'navigation.json: mainNav[1].url: must be a site path ("/…") or an http(s), mailto or tel URL',
        'navigation.json: mainNav[2].items[0].title: Required',
        'navigation.json: ["bad name"]: a navigation name must be letters, digits, "-" and "_", starting with a letter',
      ],
    },
    {
      name: 'a stray file',
      files: { 'collections/notes.txt': 'hello' },
      errors: ['collections/notes.txt: is not a seed file (website.json, navigation.json, collections/<urlId>.json, pages/<urlId>.json)'],
    },
    {
      name: 'a JSON syntax error the parser places',
      files: { 'pages/a.json': '{\n  "page": {\n    "id": "a"\n    "title": "A"\n  }\n}' },
      errors: ["pages/a.json:4:5: invalid JSON: expected ',' or '}', found '\"'"],
    },
    {
      name: 'a JSON syntax error the parser does not place',
      files: { 'pages/a.json': "{\n  \"page\": {\n    \"id\": 'a'\n  }\n}" },
      errors: ["pages/a.json:3:11: invalid JSON: expected a value, found '''"],
    },
    {
      name: 'a file that ends inside an object',
      files: { 'pages/a.json': '{\n  "page": {' },
      errors: ["pages/a.json:2:12: invalid JSON: expected a double-quoted property name, found the end of the file"],
    },
    {
      name: 'a file that ends too soon',
      files: { 'pages/a.json': '{\n  "page": ' },
      errors: ['pages/a.json:2:11: invalid JSON: expected a value, found the end of the file'],
    },
  ];

  for (const { name, files, errors } of cases) {
    it(name, () => {
      const given = Object.fromEntries(Object.entries(files).filter(([, text]) => text !== undefined));
      const all = files['website.json'] === undefined && 'website.json' in files
        ? seedContentFromFiles(new Map(Object.entries(given))).errors.map(formatSeedError)
        : errorsOf(given);
      expect(all).toEqual(errors);
    });
  }

  it.each(['api', 'cart', 'checkout', 'assets', 'scripts', 'site.css', 'search', 'account', 'admin', '_astro', 'sf-dev', 'favicon.ico', 'robots.txt', 'sitemap.xml'])(
    'refuses the reserved urlId %s',
    (urlId) => {
      expect(errorsOf({ [`pages/${urlId}.json`]: JSON.stringify({ page: { id: 'p', title: 'P' } }) }))
        .toEqual([`pages/${urlId}.json: page.urlId: "${urlId}" is reserved by the platform`]);
    },
  );

  it('reads a file that starts with a byte-order mark', () => {
    expect(errorsOf({ 'pages/a.json': `\uFEFF${JSON.stringify({ page: { id: 'a', title: 'A' } })}` })).toEqual([]);
  });

  it('leaves a broken file out and keeps the good ones', () => {
    const good = JSON.stringify({ page: { id: 'b', title: 'B' } });
    const { content, errors } = seedContentFromFiles(new Map([['website.json', WEBSITE], ['pages/a.json', '{'], ['pages/b.json', good]]));
    expect(errors.map(formatSeedError)).toEqual(["pages/a.json:1:2: invalid JSON: expected a double-quoted property name, found the end of the file"]);
    expect(content?.pages.map((p) => p.page.urlId)).toEqual(['b']);
    expect(content?.website['siteTitle']).toBe('Site');
  });

  it('places a wrong value at its line and column', () => {
    const text = '{\n  "collection": { "id": "c", "title": "C", "typeName": "blog" },\n  "items": [\n    { "id": "i", "title": 7 }\n  ]\n}';
    const [error] = seedContentFromFiles(new Map([['website.json', WEBSITE], ['collections/c.json', text]])).errors;
    expect(error).toMatchObject({ file: 'collections/c.json', path: 'items[0].title', at: { line: 4, column: 18 } });
  });

  it('keeps the later of two claimants of one URL out, and the other navigations when one is bad', () => {
    const nav = JSON.stringify({ mainNav: [{ title: 'A', url: '/a' }], 'navi-footer': [{ title: 'B', url: '/b' }], broken: [{ title: '', url: 'javascript:x' }] });
    const { content, errors } = seedContentFromFiles(new Map([
      ['website.json', WEBSITE], ['navigation.json', nav], ['collections/a.json', collection('a')], ['pages/a.json', JSON.stringify({ page: { id: 'pa', title: 'A' } })],
    ]));
    expect(errors.map((e) => e.file)).toEqual(['navigation.json', 'navigation.json', 'pages/a.json']);
    expect(content?.collections.map((c) => c.collection.urlId)).toEqual(['a']);
    expect(content?.pages).toEqual([]);
    expect(Object.keys(content?.navigation ?? {})).toEqual(['mainNav', 'navi-footer']);
  });

  it('serves with the defaults when website.json is broken, naming it', () => {
    const { content, errors } = seedContentFromFiles(new Map([['website.json', '{"website": {"id": "x"}}']]));
    expect(errors.map(formatSeedError)).toEqual(['website.json: website.siteTitle: Required', 'website.json: website.language: Required', 'website.json: website.timeZone: Required']);
    expect(content?.website).toMatchObject({ siteTitle: 'Site', language: 'en-US' });
  });

  it('reads every problem of a folder on disk', () => {
    const { content, errors } = readSeedContent(fixtureDir('broken'));
    expect(content?.collections).toEqual([]);
    expect(errors.map(formatSeedError)).toEqual([
      "collections/blog.json:4:21: invalid JSON: expected a double-quoted property name, found ','",
      'notes.txt: is not a seed file (website.json, navigation.json, collections/<urlId>.json, pages/<urlId>.json)',
      'pages/cart.json: page.urlId: "cart" is reserved by the platform',
    ]);
  });
});
