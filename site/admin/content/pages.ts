/** The site's pages: settings, block fields and texts; created from a page template of the folder. */
import { MESSAGES } from '../../../domain/admin/content/limits.js';
import type { PageInput } from '../../../domain/admin/content/page.js';
import type { PagesView, PageView } from '../../../domain/admin/content/views.js';
import { isJsonObject, type JsonObject } from '../../../domain/json-object.js';
import { newId } from '../../db/ids.js';
import { saveVersionedPart, StoreError, type Store } from '../../db/index.js';
import { PAGE_CONTEXT_KEYS } from '../../content/seed-schema.js';
import { collectionUrl } from '../../content/urls.js';
import { siteRuntime } from '../../pipeline/site-runtime.js';
import { addressOf, headerOf, listObjectParts, PAGE_PREFIX, pagePart, readObjectPart, textOf, type ObjectPart } from './parts.js';
import { fieldRefusal } from './refusal.js';
import { removeContentPart } from './removal.js';
import { claimTopUrl } from './url-owners.js';
import { cleanPageRecord } from '../../content/content-cleaning.js';
import { COVER_PAGE_TYPE, isCoverPage } from '../../../domain/layout/cover-page.js';

async function pageTemplates(): Promise<string[]> {
  const runtime = await siteRuntime();
  return Object.keys(runtime.folder?.pages ?? {}).sort();
}

const readPage = (store: Store, id: string): Promise<ObjectPart> => readObjectPart(store, pagePart(id), 'That page');

/** The page's own text values (not its header, block fields or structured JSON such as forms). */
function textsOf(value: JsonObject): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const [key, text] of Object.entries(value)) if (key !== 'index' && typeof text === 'string') texts[key] = text;
  return texts;
}

function pageInput(part: ObjectPart): PageInput {
  const header = headerOf(part, 'page');
  const blocks = isJsonObject(part.value['blockFields']) ? part.value['blockFields'] : {};
  const description = textOf(header['description']);
  return {
    title: textOf(header['title']),
    urlId: textOf(header['urlId']),
    ...(description ? { description } : {}),
    template: textOf(header['template']) || textOf(header['urlId']),
    blockFields: Object.fromEntries(Object.entries(blocks).filter((e): e is [string, string] => typeof e[1] === 'string')),
    texts: textsOf(part.value),
    ...(isCoverPage(header) ? { cover: true } : {}),
  };
}

export async function listPages(store: Store): Promise<PagesView> {
  const parts = await listObjectParts(store, PAGE_PREFIX);
  const pages = parts.map((part) => {
    const header = headerOf(part, 'page');
    return {
      id: part.part.slice(PAGE_PREFIX.length),
      ...addressOf(header),
      homepage: header['homepage'] === true,
      ...(isCoverPage(header) ? { cover: true as const } : {}),
      version: part.version,
    };
  });
  return { pages, templates: await pageTemplates() };
}

export async function pageView(store: Store, id: string): Promise<PageView> {
  const part = await readPage(store, id);
  const header = headerOf(part, 'page');
  return {
    id,
    fullUrl: textOf(header['fullUrl']),
    homepage: header['homepage'] === true,
    value: pageInput(part),
    version: part.version,
    updated: part.updated,
    templates: await pageTemplates(),
  };
}

async function checked(store: Store, input: PageInput, part: string, stored: JsonObject): Promise<void> {
  if (!(await pageTemplates()).includes(input.template)) throw fieldRefusal('template', MESSAGES.option(input.template));
  for (const key of Object.keys(input.texts)) {
    if (PAGE_CONTEXT_KEYS.has(key) || key === 'page' || key === 'blockFields' || key === 'index' || typeof stored[key] !== 'string') {
      throw fieldRefusal(`texts.${key}`, `This page has no text named "${key}".`);
    }
  }
  await claimTopUrl(store, input.urlId, part);
}

function pageValue(stored: JsonObject, header: JsonObject, input: PageInput): JsonObject {
  const page: JsonObject = { ...header, title: input.title, urlId: input.urlId, fullUrl: collectionUrl(input.urlId), template: input.template };
  if (input.description) page['description'] = input.description;
  else delete page['description'];
  if (input.cover) page['pageType'] = COVER_PAGE_TYPE;
  else delete page['pageType'];
  return { ...stored, ...input.texts, page, blockFields: input.blockFields };
}

export async function savePage(store: Store, id: string, input: PageInput, expectedVersion: number, savedBy: string): Promise<PageView> {
  const part = await readPage(store, id);
  await checked(store, input, part.part, part.value);
  await saveVersionedPart(store, part.part, cleanPageRecord(pageValue(part.value, headerOf(part, 'page'), input)), { expectedVersion, savedBy });
  return pageView(store, id);
}

export async function createPage(store: Store, input: PageInput, savedBy: string): Promise<PageView> {
  const id = `page-${newId()}`;
  const part = pagePart(id);
  await checked(store, { ...input, texts: {} }, part, {});
  const last = (await listObjectParts(store, PAGE_PREFIX)).reduce((max, p) => Math.max(max, Number(p.value['index'] ?? 0)), -1);
  await saveVersionedPart(store, part, cleanPageRecord({ ...pageValue({}, { id }, { ...input, texts: {} }), index: last + 1 }), { expectedVersion: 0, savedBy });
  return pageView(store, id);
}

/** Deletes a page: never the home, nor one the navigation still leads to unless its links go too. */
export async function deletePage(store: Store, id: string, expectedVersion: number, savedBy: string, navigationVersion?: number): Promise<void> {
  const part = await readPage(store, id);
  if (part.version !== expectedVersion) throw new StoreError('stale-version', { current: part.version });
  const header = headerOf(part, 'page');
  await removeContentPart(store, { part: part.part, expectedVersion, what: `The page "${textOf(header['title'])}"`, fullUrl: textOf(header['fullUrl']), navigationVersion, savedBy });
}
