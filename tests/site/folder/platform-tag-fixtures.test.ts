// The platform tags in every file kind, data-driven: fixtures/platform-tags/<case>/ (see its
// README) compiled as the site compiles a folder and rendered with the values the pipeline puts
// under `squarespace`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileSite, type CompiledTemplate } from '../../../site/folder/compile-folder.js';
import { templateConfSchema } from '../../../site/folder/template-conf.js';
import { type SiteFolder, type SourceFile } from '../../../site/folder/types.js';
import { formatFolderError } from '../../../site/folder/folder-error.js';

const root = path.resolve('fixtures/platform-tags');
const cases = readdirSync(root, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort();

interface CaseData {
  context?: Record<string, unknown>;
  navigation?: Record<string, unknown>;
  folderNavigation?: unknown;
  query?: unknown[];
  related?: unknown[];
  category?: unknown[];
  blockFields?: Record<string, string>;
}

function folderOf(dir: string): { folder: SiteFolder; template: (site: ReturnType<typeof compileSite>) => CompiledTemplate | undefined } {
  const name = readdirSync(dir).find((f) => f.startsWith('template.'))!;
  const kind = name.slice('template.'.length);
  const file: SourceFile = { path: name, source: readFileSync(path.join(dir, name), 'utf8') };
  const blocks: Record<string, SourceFile> = {};
  const blocksDir = path.join(dir, 'blocks');
  if (existsSync(blocksDir)) for (const b of readdirSync(blocksDir)) blocks[b] = { path: `blocks/${b}`, source: readFileSync(path.join(blocksDir, b), 'utf8') };
  const region = kind === 'region' ? file : { path: 'site.region', source: '' };
  const conf = templateConfSchema.parse({ name: 'fixture', layouts: { default: { name: 'Default', regions: [region.path.replace(/\.region$/, '')] } } });
  const folder: SiteFolder = {
    dir, conf, regions: { [region.path.replace(/\.region$/, '')]: region }, blocks, assets: [], scripts: [], stylesheets: [],
    collections: kind === 'list' || kind === 'item' ? { fixture: { [kind]: file } } : {},
    pages: kind === 'page' ? { fixture: { file } } : {},
  };
  const template = (site: ReturnType<typeof compileSite>): CompiledTemplate | undefined =>
    kind === 'region' ? site.region() : kind === 'page' ? site.pageTemplate('fixture') : site.collectionTemplate('fixture', kind as 'list' | 'item');
  return { folder, template };
}

describe('platform tags (fixtures/platform-tags)', () => {
  it.each(cases)('%s', (name) => {
    const dir = path.join(root, name);
    const data = JSON.parse(readFileSync(path.join(dir, 'data.json'), 'utf8')) as CaseData;
    const { folder, template } = folderOf(dir);
    const site = compileSite(folder);
    const keyed = (tags: readonly { key: string }[], values: unknown[] | undefined): Record<string, unknown> =>
      Object.fromEntries(tags.map((tag, i) => [tag.key, values?.[i]]).filter(([, v]) => v !== undefined));
    const blockFields = Object.fromEntries(site.blockFields.map((tag) => [tag.key, data.blockFields?.[tag.id] ?? '']));
    const squarespace = {
      navigation: data.navigation ?? {},
      ...(data.folderNavigation ? { folderNavigation: data.folderNavigation } : {}),
      query: keyed(site.queries, data.query),
      related: keyed(site.related, data.related),
      category: keyed(site.categories, data.category),
      blockFields,
    };
    const errorsFile = path.join(dir, 'errors.txt');
    const expectedErrors = existsSync(errorsFile) ? readFileSync(errorsFile, 'utf8').split('\n').filter(Boolean) : [];
    expect(site.errors.map(formatFolderError)).toEqual(expectedErrors);
    const rendered = template(site)!.render({ ...data.context, squarespace });
    expect(rendered.errors).toEqual([]);
    expect(rendered.html).toBe(readFileSync(path.join(dir, 'expected.html'), 'utf8'));
  });
});
