/**
 * Which collection or page is the site's home, as the site resolves it (site/content/content-index.ts):
 * the one marked `homepage`, else the first navigation's first link to a collection or page.
 */
import { isJsonObject } from '../../../domain/json-object.js';
import type { Store } from '../../db/index.js';
import { readVersionedPart } from '../../db/index.js';
import { linkPath } from '../../../domain/admin/content/navigation-links.js';
import { COLLECTION_PREFIX, headerOf, listObjectParts, NAVIGATION_PART, PAGE_PREFIX, textOf, type ObjectPart } from './parts.js';

const headerKey = (part: ObjectPart): 'collection' | 'page' => (part.part.startsWith(COLLECTION_PREFIX) ? 'collection' : 'page');

/** The part name (`collection:<id>`, `page:<id>`) of the site's home, if any. */
export async function homePart(store: Store): Promise<string | undefined> {
  const parts = [...(await listObjectParts(store, COLLECTION_PREFIX)), ...(await listObjectParts(store, PAGE_PREFIX))];
  const marked = parts.find((part) => headerOf(part, headerKey(part))['homepage'] === true);
  if (marked) return marked.part;
  const navigation = (await readVersionedPart(store, NAVIGATION_PART))?.value;
  const first = isJsonObject(navigation) ? Object.values(navigation)[0] : undefined;
  const find = (links: unknown): string | undefined => {
    if (!Array.isArray(links)) return undefined;
    for (const link of links) {
      if (!isJsonObject(link)) continue;
      const url = link['url'];
      const target = parts.find((part) => {
        const fullUrl = textOf(headerOf(part, headerKey(part))['fullUrl']);
        return fullUrl !== '' && typeof url === 'string' && linkPath(url) === fullUrl;
      });
      if (target) return target.part;
      const inFolder = find(link['items']);
      if (inFolder) return inFolder;
    }
    return undefined;
  };
  return find(first);
}
