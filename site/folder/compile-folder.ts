import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { compile, type CompileOptions, type JsonValue, type RenderOptions, type Template } from '../../library/index.js';
import { preprocessPlatformTags, type BlockFieldTag, type CategoryTag, type FolderNavigationTag, type NavigationTag, type PreprocessedSource, type QueryTag, type RelatedTag } from './platform-tags.js';
import { fromTemplateError, fromThrown, JoinedSource } from './template-errors.js';
import { literalInlineScripts } from './template-scripts.js';
import { missingPartials, partialReferences } from './partial-check.js';
import type { SiteFolder, SourceFile } from './types.js';
import type { FolderError } from './folder-error.js';

export interface TemplateRender {
  html: string;
  /** Runtime errors, at the file and line they came from. */
  errors: FolderError[];
}

/** A template of the site, compiled once; rendering never throws. */
export interface CompiledTemplate {
  /** The file path, or the region files joined by `+` for a layout (`header.region+footer.region`). */
  readonly file: string;
  readonly template: Template;
  /** Preprocessing and compile errors of this template (also in `CompiledSite.errors`). */
  readonly errors: readonly FolderError[];
  /** The `<squarespace:query>` tags of this template's own sources (blocks' are the site's `blockQueries`). */
  readonly queries: readonly QueryTag[];
  /** The files of the blocks it applies or includes, directly or through other blocks (`blocks/nav.block`). */
  readonly blockFiles: readonly string[];
  /** Renders with the folder's blocks as partials (`options.partials` are added over them). */
  render(context: unknown, options?: RenderOptions): TemplateRender;
}

export type CollectionView = 'list' | 'item';

export interface CompiledSite {
  readonly folder: SiteFolder;
  /** Layout ids of template.conf, in its order. */
  readonly layouts: readonly string[];
  /** The layout's regions as one template; the first layout when no id is given. */
  region(layoutId?: string): CompiledTemplate | undefined;
  /** The folder's `collections/<type>.<view>`, else the system one when the type is in systemCollections. */
  collectionTemplate(typeName: string, view: CollectionView): CompiledTemplate | undefined;
  /** The folder's `pages/<name>.page`, else the system `<name>.page`. */
  pageTemplate(name: string): CompiledTemplate | undefined;
  /** The folder's blocks, compiled, by file name (`navigation.block`). */
  readonly partials: Readonly<Record<string, Template>>;
  /** Every preprocessing and compile error of the folder and the system templates. */
  readonly errors: readonly FolderError[];
  /** Every platform tag found, one per key. */
  readonly queries: readonly QueryTag[];
  /** The queries written in blocks (a page may apply any block). */
  readonly blockQueries: readonly QueryTag[];
  readonly navigations: readonly NavigationTag[];
  /** The `<squarespace:folder-navigation>` tags found (the pipeline fills the current folder only when there is one). */
  readonly folderNavigations: readonly FolderNavigationTag[];
  readonly related: readonly RelatedTag[];
  readonly categories: readonly CategoryTag[];
  readonly blockFields: readonly BlockFieldTag[];
  /** `src` of every `<squarespace:script>`, relative to scripts/. */
  readonly scripts: readonly string[];
  /**
   * The text of every inline script written literally in the templates (folder and system), once
   * each: the scripts the site's Content-Security-Policy trusts (template-scripts.ts).
   */
  readonly inlineScripts: readonly string[];
}

export interface CompileSiteOptions {
  /** Built-in templates by file name (`blog.list`, `cart.page`), see loadSystemTemplates. */
  systemTemplates?: Readonly<Record<string, SourceFile>>;
  engineOptions?: Omit<CompileOptions, 'name'>;
}

/** Preprocesses and compiles every template of a folder once. */
export function compileSite(folder: SiteFolder, options: CompileSiteOptions = {}): CompiledSite {
  const errors: FolderError[] = [];
  const seen = new Set<string>();
  const report = (list: readonly FolderError[]): void => {
    for (const e of list) {
      const id = `${e.file}:${e.line}:${e.column}:${e.message}`;
      if (!seen.has(id)) errors.push(e);
      seen.add(id);
    }
  };
  const queries = new Map<string, QueryTag>();
  const navigations = new Map<string, NavigationTag>();
  const blockFields = new Map<string, BlockFieldTag>();
  const related = new Map<string, RelatedTag>();
  const categories = new Map<string, CategoryTag>();
  const folderNavigations: FolderNavigationTag[] = [];
  const scripts = new Set<string>();
  const inlineScripts = new Set<string>();
  const collect = (pre: PreprocessedSource): void => {
    for (const q of pre.queries) if (!queries.has(q.key)) queries.set(q.key, q);
    for (const n of pre.navigations) if (!navigations.has(n.key)) navigations.set(n.key, n);
    for (const b of pre.blockFields) if (!blockFields.has(b.key)) blockFields.set(b.key, b);
    for (const r of pre.related) if (!related.has(r.key)) related.set(r.key, r);
    for (const c of pre.categories) if (!categories.has(c.key)) categories.set(c.key, c);
    folderNavigations.push(...pre.folderNavigations);
    for (const s of pre.scripts) scripts.add(s);
  };

  const partials: Record<string, Template> = {};
  const knownPartials = new Set([...Object.keys(folder.blocks), ...folder.conf.systemPartials]);
  // Which blocks each template applies, so that a page fails for an error of a block it uses.
  const applies = new Map<string, readonly string[]>();
  const blockFilesOf = (name: string): string[] => {
    const seen = new Set<string>();
    const visit = (names: readonly string[]): void => {
      for (const block of names) {
        if (seen.has(block) || folder.blocks[block] === undefined) continue;
        seen.add(block);
        visit(applies.get(`blocks/${block}`) ?? []);
      }
    };
    visit(applies.get(name) ?? []);
    return [...seen].map((block) => `blocks/${block}`);
  };
  const build = (name: string, files: readonly SourceFile[]): CompiledTemplate => {
    const pres = files.map((file) => preprocessPlatformTags(file.source, file.path));
    pres.forEach(collect);
    const joined = files.length > 1 ? new JoinedSource(pres.map((pre, i) => ({ path: (files[i] as SourceFile).path, source: pre.source }))) : undefined;
    const source = joined?.source ?? pres[0]?.source ?? '';
    const own: FolderError[] = pres.flatMap((pre) => pre.errors);
    let template: Template;
    try {
      template = compile(source, { ...options.engineOptions, name });
      own.push(...template.errors.map((e) => fromTemplateError(e, name, joined)));
      own.push(...missingPartials(template, name, knownPartials).map((e) => fromTemplateError(e, name, joined)));
      applies.set(name, partialReferences(template).references.map((ref) => ref.name));
    } catch (e) {
      own.push(fromThrown(e, name, joined));
      template = compile('', { name });
    }
    for (const text of literalInlineScripts(template.ast)) inlineScripts.add(text);
    report(own);
    let usedBlocks: string[] | undefined;
    return {
      file: name,
      template,
      errors: own,
      queries: pres.flatMap((pre) => pre.queries),
      get blockFiles() {
        usedBlocks ??= blockFilesOf(name);
        return usedBlocks;
      },
      render(context, renderOptions = {}) {
        try {
          const result = template.render(context as JsonValue, { ...renderOptions, partials: { ...partials, ...renderOptions.partials } });
          return { html: result.html, errors: result.errors.map((e) => fromTemplateError(e, name, joined)) };
        } catch (e) {
          return { html: '', errors: [fromThrown(e, name, joined)] };
        }
      },
    };
  };
  const single = (file: SourceFile): CompiledTemplate => build(file.path, [file]);

  const blockQueries: QueryTag[] = [];
  for (const [name, file] of Object.entries(folder.blocks)) {
    const block = single(file);
    partials[name] = block.template;
    blockQueries.push(...block.queries);
  }

  // The platform's own partials named by template.conf render as nothing here (load-folder warns).
  for (const name of folder.conf.systemPartials) partials[name] ??= compile('', { name });

  const layouts = Object.keys(folder.conf.layouts);
  const regions = new Map<string, CompiledTemplate>();
  for (const id of layouts) {
    const files = (folder.conf.layouts[id]?.regions ?? []).flatMap((region) => folder.regions[region] ?? []);
    if (files.length > 0) regions.set(id, build(files.map((f) => f.path).join('+'), files));
  }

  const collections = new Map<string, CompiledTemplate>();
  for (const [type, files] of Object.entries(folder.collections)) {
    if (files.list) collections.set(`${type}.list`, single(files.list));
    if (files.item) collections.set(`${type}.item`, single(files.item));
  }
  const pages = new Map<string, CompiledTemplate>();
  for (const [name, page] of Object.entries(folder.pages)) pages.set(name, single(page.file));
  const system = new Map<string, CompiledTemplate>();
  for (const [name, file] of Object.entries(options.systemTemplates ?? {})) system.set(name, single(file));

  const systemCollections = new Set(folder.conf.systemCollections);
  return {
    folder,
    layouts,
    region: (layoutId = layouts[0] ?? '') => regions.get(layoutId),
    collectionTemplate: (typeName, view) =>
      collections.get(`${typeName}.${view}`) ?? (systemCollections.has(typeName) ? system.get(`${typeName}.${view}`) : undefined),
    pageTemplate: (name) => pages.get(name) ?? system.get(`${name}.page`),
    partials,
    errors,
    queries: [...queries.values()],
    blockQueries,
    navigations: [...navigations.values()],
    folderNavigations,
    related: [...related.values()],
    categories: [...categories.values()],
    blockFields: [...blockFields.values()],
    scripts: [...scripts],
    inlineScripts: [...inlineScripts],
  };
}

const SYSTEM_FILE = /^[A-Za-z0-9_-]+\.(list|item|page)$/;

/**
 * Reads the built-in templates (`blog.list`, `cart.page`…) of a folder such as templates/system/,
 * keyed by file name, each with the path `<folder name>/<file>`. An absent folder gives none.
 */
export async function loadSystemTemplates(dir: string): Promise<Record<string, SourceFile>> {
  const templates: Record<string, SourceFile> = {};
  const names = await readdir(dir).catch(() => [] as string[]);
  const label = path.basename(path.resolve(dir));
  for (const name of names.filter((n) => SYSTEM_FILE.test(n)).sort()) {
    const source = await readFile(path.join(dir, name), 'utf8').catch(() => undefined);
    if (source !== undefined) templates[name] = { path: `${label}/${name}`, source };
  }
  return templates;
}
