import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSiteFolder } from '../../../site/folder/load-folder.js';
import { parseTemplateConf } from '../../../site/folder/template-conf.js';
import { formatFolderError } from '../../../site/folder/folder-error.js';

const fixture = (name: string) => path.resolve('fixtures/template-folders', name);

describe('loadSiteFolder', () => {
  const temps: string[] = [];
  afterEach(async () => {
    for (const dir of temps.splice(0)) await rm(dir, { recursive: true, force: true });
  });
  const copyOf = async (name: string): Promise<string> => {
    const dir = await mkdtemp(path.join(tmpdir(), 'site-folder-'));
    temps.push(dir);
    await cp(fixture(name), path.join(dir, 'site'), { recursive: true });
    return path.join(dir, 'site');
  };

  it('reads every part of platform-base with no error', async () => {
    const { folder, errors } = await loadSiteFolder(fixture('platform-base'));
    expect(errors).toEqual([]);
    expect(folder?.conf).toMatchObject({
      name: 'Platform Base',
      navigations: [{ name: 'mainNav' }, { name: 'footerNav' }],
      systemCollections: ['gallery', 'events', 'products'],
      customTweaks: { accentColor: '#2f6b4f' },
    });
    expect(Object.keys(folder!.conf.layouts)).toEqual(['default', 'split']);
    expect(Object.keys(folder!.regions)).toEqual(['footer', 'header', 'site']);
    expect(folder!.regions['site']?.path).toBe('site.region');
    expect(folder!.collections['blog']?.list?.path).toBe('collections/blog.list');
    expect(folder!.collections['blog']?.item?.source).toContain('{.section pagination}');
    expect(folder!.collections['blog']?.conf).toMatchObject({ title: 'Blog' });
    expect(Object.keys(folder!.blocks)).toEqual(['navigation.block']);
    expect(folder!.pages['about']?.file.path).toBe('pages/about.page');
    expect(folder!.pages['about']?.conf).toEqual({ title: 'About' });
    expect(folder!.assets).toEqual(['assets/images/leaf.svg']);
    expect(folder!.scripts).toEqual(['scripts/site.js']);
    expect(folder!.stylesheets.map((s) => s.path)).toEqual(['styles/reset.css', 'styles/site.less']);
  });

  it('reports bad JSON in template.conf at its line and column', async () => {
    const { folder, errors } = await loadSiteFolder(fixture('broken-json'));
    expect(folder).toBeUndefined();
    expect(errors.map(formatFolderError)).toEqual(['template.conf:5:3: invalid JSON: trailing comma before }']);
  });

  it('names the layout whose region is missing, and a stylesheet named but missing', async () => {
    const { folder, errors } = await loadSiteFolder(fixture('missing-region'));
    expect(folder).toBeDefined();
    expect(errors.map(formatFolderError)).toEqual([
      "template.conf:5:62: layout 'sidebar' names region 'sidebar', but sidebar.region does not exist",
      "template.conf:7:31: warning: stylesheet 'theme.less' is named, but styles/theme.less does not exist; it is left out of /site.css",
    ]);
  });

  it('does not follow a symlink out of the folder, nor a stylesheet path with ..', async () => {
    const dir = await copyOf('platform-base');
    const outside = path.join(path.dirname(dir), 'secret.txt');
    await writeFile(outside, 'secret');
    await symlink(outside, path.join(dir, 'assets', 'secret.txt'));
    await symlink(outside, path.join(dir, 'blocks', 'leak.block'));
    const { folder, errors } = await loadSiteFolder(dir);
    expect(errors.map(formatFolderError)).toEqual([
      'blocks/leak.block:1:1: blocks/leak.block points outside the site folder',
      'assets/secret.txt:1:1: assets/secret.txt points outside the site folder',
    ]);
    expect(folder?.assets).toEqual(['assets/images/leaf.svg']);
    expect(folder?.blocks['leak.block']).toBeUndefined();

    await writeFile(path.join(dir, 'template.conf'), JSON.stringify({ name: 'x', layouts: { d: { name: 'D', regions: ['site'] } }, stylesheets: ['../../secret.txt'] }));
    const escaped = await loadSiteFolder(dir);
    expect(escaped.errors.map((e) => e.message)).toContain('stylesheets.0: must be a .css or .less file inside styles/');
  });

  it('reports a missing folder or template.conf without throwing', async () => {
    expect((await loadSiteFolder(fixture('no-such-folder'))).errors[0]?.code).toBe('missing-folder');
    const dir = await copyOf('platform-base');
    await rm(path.join(dir, 'template.conf'));
    expect((await loadSiteFolder(dir)).errors.map((e) => `${e.file} ${e.code}`)).toEqual(['template.conf missing-file']);
  });
});

describe('platform-base seed content', () => {
  it('holds the website, a navigation with a folder and an external link, a blog and an about page', async () => {
    const read = async (rel: string) => JSON.parse(await readFile(path.join(fixture('platform-base'), 'content', rel), 'utf8'));
    expect((await read('website.json')).website).toMatchObject({ siteTitle: 'Platform Base', language: 'en-US', timeZone: 'America/New_York' });
    const { mainNav } = await read('navigation.json');
    expect(mainNav.find((link: { items?: unknown[] }) => link.items)?.items).toContainEqual(expect.objectContaining({ newWindow: true }));
    const blog = await read('collections/blog.json');
    expect(blog.collection).toMatchObject({ urlId: 'blog', typeName: 'blog', homepage: true });
    expect(blog.items.length).toBeGreaterThanOrEqual(3);
    const about = await read('pages/about.json');
    expect(about.page).toMatchObject({ urlId: 'about', template: 'about' });
    expect(Object.keys(about.blockFields)).toEqual(['aboutIntro', 'footerBlocks']);
  });
});

describe('parseTemplateConf', () => {
  it('names the key path of a schema error, at its line', () => {
    const text = '{\n  "name": "x",\n  "layouts": {\n    "default": { "name": "D", "regions": [] }\n  },\n  "navigations": [{ "title": "Main" }]\n}';
    expect(parseTemplateConf(text).errors.map(formatFolderError)).toEqual([
      'template.conf:4:31: layouts.default.regions: must name at least one region',
      'template.conf:6:19: navigations.0.name: is required',
    ]);
  });

  it('needs at least one layout and keeps keys it does not know', () => {
    expect(parseTemplateConf('{ "name": "x", "layouts": {} }').errors.map((e) => e.message)).toEqual(['layouts: must define at least one layout']);
    const { conf, errors } = parseTemplateConf('{ "name": "x", "layouts": { "d": { "name": "D", "regions": ["site"], "extra": 1 } }, "tweaks": [1] }');
    expect(errors).toEqual([]);
    expect(conf).toMatchObject({ tweaks: [1], layouts: { d: { extra: 1 } }, stylesheets: [], navigations: [], systemCollections: [] });
  });
});
