/**
 * A folder's seed content (`content/`): website.json, navigation.json, collections/*.json and
 * pages/*.json, validated and normalised into a SiteContent. Every problem is reported, each
 * naming its file and JSON path; content is returned only when there are none.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'astro/zod';
import { parseJsonFile } from './json-file.js';
import { jsonPath, type SeedError } from './seed-error.js';
import { collectionFile, navigationFile, pageFile, websiteFile } from './seed-schema.js';
import type { CollectionHeader, CollectionRecord, Item, NavLink, PageRecord, SiteContent } from './types.js';
import { collectionUrl, itemUrl, RESERVED_SEGMENTS, slugify, urlIdProblem } from './urls.js';
import type { JsonObject } from '../../domain/json-object.js';

export interface SeedResult {
  /** Made of the good files (absent only when content/ cannot be read at all). */
  content?: SiteContent;
  errors: SeedError[];
}

const SUBFOLDERS = ['collections', 'pages'] as const;

/** Reads `contentDir` (the folder's `content/`). */
export function readSeedContent(contentDir: string): SeedResult {
  const files = new Map<string, string>();
  const errors: SeedError[] = [];
  const read = (relative: string): void => {
    try {
      files.set(relative, readFileSync(join(contentDir, relative), 'utf8'));
    } catch (error) {
      errors.push({ file: relative, path: '', message: `cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})` });
    }
  };
  for (const name of listDir(contentDir)) {
    if (name.startsWith('.')) continue;
    if ((SUBFOLDERS as readonly string[]).includes(name) && isDirectory(join(contentDir, name))) {
      for (const child of listDir(join(contentDir, name))) if (!child.startsWith('.')) read(`${name}/${child}`);
    } else {
      read(name);
    }
  }
  const made = seedContentFromFiles(files);
  return { ...made, errors: [...errors, ...made.errors] };
}

const listDir = (dir: string): string[] => {
  try {
    return readdirSync(dir).sort();
  } catch {
    return [];
  }
};

const isDirectory = (path: string): boolean => {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
};

/**
 * The same from the files' texts, by path relative to `content/` (`collections/blog.json`). A file
 * with a problem is reported and left out; the others still make the content, so one bad file
 * takes down only the pages it would have made (a bad website.json: the site's defaults stand in,
 * a bad navigation: that navigation only).
 */
export function seedContentFromFiles(files: ReadonlyMap<string, string>): SeedResult {
  const errors: SeedError[] = [];
  const parse = <S extends z.ZodTypeAny>(file: string, schema: S): { value?: z.infer<S>; json?: unknown } => {
    const text = files.get(file);
    if (text === undefined) return {};
    const json = parseJsonFile(text.replace(/^\uFEFF/, ''));
    if (!json.ok) {
      errors.push({ file, path: '', message: `invalid JSON: ${json.message}`, line: json.line, column: json.column });
      return {};
    }
    const result = schema.safeParse(json.value);
    if (result.success) return { value: result.data as z.infer<S>, json: json.value };
    for (const issue of result.error.issues) errors.push({ file, path: jsonPath(issue.path), message: issue.message, at: json.locate(issue.path) });
    return { json: json.value };
  };

  const collections: CollectionRecord[] = [];
  const pages: PageRecord[] = [];
  const bad = new Set<string>();
  if (!files.has('website.json')) errors.push({ file: 'website.json', path: '', message: 'is missing' });
  const website = (parse('website.json', websiteFile).value?.website as JsonObject | undefined) ?? DEFAULT_WEBSITE;
  const navigation = readNavigation(parse('navigation.json', navigationFile), errors);
  for (const file of [...files.keys()].sort()) {
    const place = /^(collections|pages)\/([^/]+)\.json$/.exec(file);
    const before = errors.length;
    if (place?.[1] === 'collections' && place[2] !== undefined) {
      const parsed = parse(file, collectionFile).value;
      if (parsed) collections.push(collectionRecord(file, place[2], parsed, errors));
    } else if (place?.[1] === 'pages' && place[2] !== undefined) {
      const parsed = parse(file, pageFile).value;
      if (parsed) pages.push(pageRecord(file, place[2], parsed, errors));
    } else if (file !== 'website.json' && file !== 'navigation.json') {
      errors.push({ file, path: '', message: 'is not a seed file (website.json, navigation.json, collections/<urlId>.json, pages/<urlId>.json)' });
    }
    if (errors.length > before) bad.add(file);
  }
  const good = <T>(records: T[], fileOf: (record: T) => string): T[] => records.filter((record) => !bad.has(fileOf(record)));
  const kept = { collections: good(collections, (c) => `collections/${c.collection.urlId}.json`), pages: good(pages, (p) => `pages/${p.page.urlId}.json`) };
  for (const file of checkSite(kept.collections, kept.pages, errors)) bad.add(file);
  return {
    content: {
      website,
      navigation,
      collections: good(kept.collections, (c) => `collections/${c.collection.urlId}.json`),
      pages: good(kept.pages, (p) => `pages/${p.page.urlId}.json`),
    },
    errors,
  };
}

/** What a site without a readable website.json is served with (its error names the file). */
const DEFAULT_WEBSITE: JsonObject = { id: 'site', siteTitle: 'Site', language: 'en-US', timeZone: 'UTC' };

/** Each navigation on its own: a bad link leaves out its navigation, not the others. */
function readNavigation(parsed: { value?: Record<string, NavLink[]>; json?: unknown }, errors: SeedError[]): Record<string, NavLink[]> {
  if (parsed.value) return parsed.value;
  if (parsed.json === null || typeof parsed.json !== 'object' || Array.isArray(parsed.json)) return {};
  const navigation: Record<string, NavLink[]> = {};
  const badNames = new Set(errors.filter((e) => e.file === 'navigation.json').map((e) => /^[^.[]+/.exec(e.path)?.[0] ?? ''));
  for (const [name, links] of Object.entries(parsed.json as Record<string, unknown>)) {
    if (badNames.has(name) || badNames.has('')) continue;
    const one = navigationFile.safeParse({ [name]: links });
    if (one.success) Object.assign(navigation, one.data);
  }
  return navigation;
}

type CollectionData = z.infer<typeof collectionFile>;
type PageData = z.infer<typeof pageFile>;

/** The urlId of a collection or page: the file's name, which the JSON may repeat but not contradict. */
function urlIdOf(file: string, key: 'collection' | 'page', given: unknown, fileName: string, errors: SeedError[]): string {
  const path = `${key}.urlId`;
  if (given !== undefined && given !== fileName) {
    errors.push({ file, path, message: `"${String(given)}" differs from the file name "${fileName}"` });
  }
  const problem = urlIdProblem(fileName);
  if (problem) errors.push({ file, path, message: problem });
  else if (RESERVED_SEGMENTS.has(fileName)) errors.push({ file, path, message: `"${fileName}" is reserved by the platform` });
  return fileName;
}

function collectionRecord(file: string, fileName: string, data: CollectionData, errors: SeedError[]): CollectionRecord {
  const urlId = urlIdOf(file, 'collection', data.collection.urlId, fileName, errors);
  const header = { ...data.collection, urlId, fullUrl: collectionUrl(urlId) } as JsonObject;
  const typeName = data.collection.typeName;
  const seen = new Map<string, number>();
  const items = data.items.map((raw, at): Item => {
    const itemUrlId = raw.urlId ?? slugify(raw.title);
    const path = `items[${at}].urlId`;
    if (itemUrlId === '') errors.push({ file, path, message: `is missing and cannot be made from the title "${raw.title}"` });
    const first = seen.get(itemUrlId);
    if (first !== undefined && itemUrlId !== '') {
      const made = raw.urlId === undefined ? ` (made from the title "${raw.title}")` : '';
      errors.push({ file, path, message: `"${itemUrlId}"${made} is also the urlId of items[${first}]` });
    } else {
      seen.set(itemUrlId, at);
    }
    return { ...raw, urlId: itemUrlId, fullUrl: itemUrl(urlId, typeName, itemUrlId), collectionId: data.collection.id } as Item;
  });
  header['categories'] = gathered(data.collection.categories, items.map((item) => item.categories));
  header['tags'] = gathered(data.collection.tags, items.map((item) => item.tags));
  const record: CollectionRecord = { collection: header as CollectionHeader, items };
  if (data.productMerchandisingContext) record.productMerchandisingContext = data.productMerchandisingContext;
  return record;
}

/** The collection's own names and its items', each once, sorted. */
function gathered(own: readonly string[] | undefined, lists: ReadonlyArray<readonly string[] | undefined>): string[] {
  const all = new Set<string>(own);
  for (const list of lists) for (const name of list ?? []) all.add(name);
  return [...all].sort((a, b) => a.localeCompare(b, 'en'));
}

function pageRecord(file: string, fileName: string, data: PageData, errors: SeedError[]): PageRecord {
  const urlId = urlIdOf(file, 'page', data.page.urlId, fileName, errors);
  const { page, blockFields, ...extra } = data;
  return { ...extra, page: { ...page, urlId, fullUrl: collectionUrl(urlId) }, blockFields } as PageRecord;
}

/**
 * Rules across files: one owner per URL and per id, at most one home page. Answers the files that
 * broke one (the later of two claimants), which are left out.
 */
function checkSite(collections: readonly CollectionRecord[], pages: readonly PageRecord[], errors: SeedError[]): Set<string> {
  const broken = new Set<string>();
  const urls = new Map<string, string>();
  const ids = new Map<string, string>();
  const homes: string[] = [];
  const claim = (owners: Map<string, string>, key: string, file: string, path: string, what: string): void => {
    const owner = owners.get(key);
    if (owner === undefined) owners.set(key, `${file} (${path})`);
    else {
      errors.push({ file, path, message: `${what} "${key}" is already taken by ${owner}` });
      broken.add(file);
    }
  };
  const top = [
    ...collections.map((c) => ({ key: 'collection' as const, header: c.collection as JsonObject & { id: string; urlId: string }, items: c.items })),
    ...pages.map((p) => ({ key: 'page' as const, header: p.page as JsonObject & { id: string; urlId: string }, items: [] as Item[] })),
  ];
  for (const { key, header, items } of top) {
    const file = `${key === 'collection' ? 'collections' : 'pages'}/${header.urlId}.json`;
    claim(urls, header.urlId, file, `${key}.urlId`, 'the URL');
    claim(ids, header.id, file, `${key}.id`, 'the id');
    items.forEach((item, at) => claim(ids, item.id, file, `items[${at}].id`, 'the id'));
    if (header['homepage'] === true) homes.push(file);
  }
  if (homes.length > 1) {
    for (const file of homes.slice(1)) {
      errors.push({ file, path: `${file.startsWith('pages/') ? 'page' : 'collection'}.homepage`, message: `only one home page is allowed; ${homes[0]} is one already` });
      broken.add(file);
    }
  }
  return broken;
}
