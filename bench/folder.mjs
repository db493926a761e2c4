// The template-folder workload: every template of a site folder (its layout region, collection
// lists and items, pages) with its blocks as partials, and a context for each made from the
// folder's seed content. The platform tags (<squarespace:navigation> and the others) are replaced
// by the site's own preprocessor, so both engines get the same plain JSON-T.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));

/** site/folder/platform-tags.ts, bundled for node (the site layer is not in dist/). */
async function loadPreprocessor() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-folder-'));
  const outfile = join(dir, 'platform-tags.mjs');
  try {
    await build({
      absWorkingDir: root,
      entryPoints: ['site/folder/platform-tags.ts'],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      logLevel: 'warning',
    });
    return (await import(pathToFileURL(outfile).href)).preprocessPlatformTags;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const readJsonOr = (file, fallback) => {
  try {
    return readJson(file);
  } catch {
    return fallback;
  }
};
const filesOf = (dir, pattern) => {
  try {
    return readdirSync(dir).filter((name) => pattern.test(name)).sort();
  } catch {
    return [];
  }
};

/** Navigation links as the site hands them to a navigation block (site/content/navigation.ts). */
const navigationItems = (links) =>
  links.map((link) => ({
    title: link.title,
    active: false,
    externalLink: { url: link.url, newWindow: link.newWindow === true, title: link.title },
  }));

/**
 * @param {string} folder  relative to the repository root, e.g. `sites/fern-and-finch` or
 *   `../shared/template-folders/garberco` (read in place; a folder without `content/` gets empty data)
 * @returns {Promise<{ name: string, templates: { file: string, source: string, data: object }[], partials: Record<string, string> }>}
 */
export async function folderWorkload(folder) {
  const preprocess = await loadPreprocessor();
  const dir = join(root, folder);
  const content = join(dir, 'content');
  // A folder written for the platform may come without seed content: its templates then render
  // with an empty site.
  const website = readJsonOr(join(content, 'website.json'), {}).website ?? {};
  const navigation = readJsonOr(join(content, 'navigation.json'), {});
  const collections = Object.fromEntries(
    filesOf(join(content, 'collections'), /\.json$/).map((f) => [f.replace(/\.json$/, ''), readJson(join(content, 'collections', f))]),
  );
  const byType = (typeName) => Object.values(collections).find((c) => c.collection?.typeName === typeName);

  const squarespace = () => ({
    'page-id': 'bench-page',
    'page-classes': 'bench',
    'main-content': '<p>The page.</p>',
    crumb: 'bench-crumb',
    navigation: Object.fromEntries(Object.entries(navigation).map(([name, links]) => [name, { items: navigationItems(links) }])),
    blockFields: {},
  });
  const base = (extra) => ({ website, websiteSettings: website, localizedStrings: {}, squarespace: squarespace(), ...extra });
  const templates = [];
  /** Query key (made by the preprocessor from the tag's attributes) to the collection's urlId. */
  const queryKeys = new Map();
  const read = (file) => {
    const pre = preprocess(readFileSync(join(dir, file), 'utf8'), file);
    for (const q of pre.queries) queryKeys.set(q.key, { urlId: q.collection, limit: q.limit ?? 20 });
    return pre.source;
  };

  for (const region of filesOf(dir, /\.region$/)) templates.push({ file: region, source: read(region), data: base({}) });
  for (const file of filesOf(join(dir, 'collections'), /\.(list|item)$/)) {
    const [type, view] = file.split('.');
    const c = byType(type) ?? collections[type] ?? { collection: { typeName: type, urlId: type }, items: [] };
    const items = c.items ?? [];
    const data =
      view === 'list'
        ? base({ collection: c.collection, items })
        : base({ collection: c.collection, item: items[0] ?? {}, pagination: { nextItem: items[1] ?? null } });
    templates.push({ file: `collections/${file}`, source: read(join('collections', file)), data });
  }
  for (const file of filesOf(join(dir, 'pages'), /\.page$/)) {
    const page = join(content, 'pages', file.replace(/\.page$/, '.json'));
    let extra = {};
    try {
      extra = readJson(page);
    } catch {
      // A page without seed content renders with the site's context only.
    }
    templates.push({ file: `pages/${file}`, source: read(join('pages', file)), data: base({ collection: extra.page ?? {}, ...extra }) });
  }
  const partials = {};
  for (const file of filesOf(join(dir, 'blocks'), /\.block$/)) partials[file] = read(join('blocks', file));
  const queries = {};
  for (const [key, { urlId, limit }] of queryKeys) {
    const c = Object.values(collections).find((x) => x.collection?.urlId === urlId);
    if (c !== undefined) queries[key] = { collection: c.collection, items: (c.items ?? []).slice(0, limit) };
  }
  for (const t of templates) t.data.squarespace.query = queries;
  return { name: `folder ${folder.split('/').pop()} (${templates.length} templates, ${Object.keys(partials).length} blocks)`, templates, partials };
}
