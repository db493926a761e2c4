// template.conf as real folders write it: navigation names with dashes, layouts, customTypes,
// systemPartials, systemCollections and stylesheets, unknown keys kept; and the layout each page
// and collection is drawn in (regionName).
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { compileSite } from '../../../site/folder/compile-folder.js';
import { loadSiteFolder } from '../../../site/folder/load-folder.js';
import { parseTemplateConf } from '../../../site/folder/template-conf.js';
import { formatFolderError } from '../../../site/folder/folder-error.js';
import { layoutOf, layoutWarnings } from '../../../site/pipeline/layout-choice.js';
import type { SiteContent } from '../../../site/content/types.js';

const conf = (extra: object): string => JSON.stringify({ name: 'X', layouts: { default: { name: 'D', regions: ['site'] } }, ...extra }, null, 2);
const messages = (text: string): string[] => parseTemplateConf(text).errors.map(formatFolderError);

describe('template.conf', () => {
  const temps: string[] = [];
  afterEach(async () => {
    for (const dir of temps.splice(0)) await rm(dir, { recursive: true, force: true });
  });

  it('takes navigation names as the platform allows them, dashes included, and names a bad one at its line', () => {
    const { conf: read, errors } = parseTemplateConf(conf({ navigations: [{ name: 'navi-footer', title: 'Footer' }, { name: 'mainNav', title: 'Main' }] }));
    expect(errors).toEqual([]);
    expect(read?.navigations.map((n) => n.name)).toEqual(['navi-footer', 'mainNav']);
    expect(messages(conf({ navigations: [{ name: 'main nav', title: 'Main' }] }))).toEqual([
      'template.conf:13:7: navigations.0.name: must start with a letter and hold only letters, digits, _, $ and -',
    ]);
  });

  it('reads customTypes with their fields, and names a field of the wrong shape', () => {
    const types = [{ title: 'Photo Post', name: 'custom_photo', base: 'image', fields: [{ name: 'plateColor', type: 'text', title: 'Plate' }], icon: 'x' }];
    const { conf: read, errors } = parseTemplateConf(conf({ customTypes: types }));
    expect(errors).toEqual([]);
    expect(read?.customTypes).toEqual(types);
    expect(messages(conf({ customTypes: [{ title: 'T', name: 't', fields: [{ name: 'a' }] }] }))).toEqual([
      'template.conf:16:9: customTypes.0.fields.0.type: is required',
    ]);
  });

  it('keeps the keys it does not know, and defaults the lists it does', () => {
    const { conf: read } = parseTemplateConf(conf({ tweaks: { a: 1 } }));
    expect(read).toMatchObject({ tweaks: { a: 1 }, navigations: [], stylesheets: [], systemCollections: [], systemPartials: [], customTypes: [] });
  });

  it('warns that a system partial the site does not provide renders as nothing, and renders the page around it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'conf-partials-'));
    temps.push(dir);
    await cp(path.resolve('fixtures/template-folders/platform-base'), dir, { recursive: true });
    await writeFile(path.join(dir, 'template.conf'), conf({ systemPartials: ['sqs-share-buttons', 'navigation'] }));
    await writeFile(path.join(dir, 'site.region'), '<p>{@|apply sqs-share-buttons}|{website.siteTitle}</p>');
    const { folder, errors } = await loadSiteFolder(dir);
    expect(errors.map(formatFolderError)).toEqual([
      "template.conf:12:5: warning: system partial 'sqs-share-buttons' is the platform's own, which this site does not provide; it renders as nothing",
    ]);
    const site = compileSite(folder!);
    expect(site.region()!.render({ website: { siteTitle: 'S' } })).toEqual({ html: '<p>|S</p>', errors: [] });
  });

  it('draws a page or collection in the layout its regionName names, else the first, with a warning', () => {
    const layouts = ['default', 'about', 'shop'];
    expect(layoutOf('about', layouts)).toBe('about');
    expect(layoutOf('nope', layouts)).toBeUndefined();
    expect(layoutOf(undefined, layouts)).toBeUndefined();
    const content = {
      website: {}, navigation: {},
      collections: [{ collection: { id: 'c', urlId: 'shop', title: 'Shop', fullUrl: '/shop', typeName: 'products', categories: [], tags: [], regionName: 'shop' }, items: [] }],
      pages: [{ page: { id: 'p', urlId: 'about', title: 'About', fullUrl: '/about', regionName: 'abuot' }, blockFields: {} }],
    } as unknown as SiteContent;
    expect(layoutWarnings(content, layouts).map(formatFolderError)).toEqual([
      "content/pages/about.json:1:1: warning: page.regionName 'abuot' is not a layout of template.conf (default, about, shop); the first layout is used",
    ]);
  });
});
