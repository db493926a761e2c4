/** A collection's or page's URL is its own: no other collection or page may have it. */
import type { Store } from '../../db/index.js';
import { COLLECTION_PREFIX, headerOf, listObjectParts, PAGE_PREFIX, textOf } from './parts.js';
import { fieldRefusal } from './refusal.js';

/** 400 on `urlId` when another collection or page (not `ownPart`) has it. */
export async function claimTopUrl(store: Store, urlId: string, ownPart: string): Promise<void> {
  const parts = [...(await listObjectParts(store, COLLECTION_PREFIX)), ...(await listObjectParts(store, PAGE_PREFIX))];
  for (const part of parts) {
    if (part.part === ownPart) continue;
    const header = headerOf(part, part.part.startsWith(COLLECTION_PREFIX) ? 'collection' : 'page');
    if (textOf(header['urlId']).toLowerCase() === urlId.toLowerCase()) {
      throw fieldRefusal('urlId', `/${urlId} is already the URL of "${textOf(header['title'])}".`);
    }
  }
}
