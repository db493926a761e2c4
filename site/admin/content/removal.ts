/**
 * Before a collection or page is deleted: never the site's home, and nothing in the navigation
 * may still lead to it (409 `linked-in-navigation` naming the links), unless the owner asked to
 * remove those links too; then they are removed first, as a versioned save of the navigation.
 */
import type { LinkToTarget } from '../../../domain/admin/content/views.js';
import { isJsonObject } from '../../../domain/json-object.js';
import { readVersionedPart, saveVersionedPart, StoreError, type Store } from '../../db/index.js';
import { ApiError } from '../../server/api-error.js';
import { homePart } from './home-target.js';
import { linksTo, withoutLinksTo } from './navigation-links.js';
import { NAVIGATION_PART } from './parts.js';

export interface Removal {
  part: string;
  /** "The collection "Journal"", as the refusals name it. */
  what: string;
  fullUrl: string;
  removeLinks: boolean;
  savedBy: string;
}

const described = (links: readonly LinkToTarget[]): string => links.map((l) => `"${l.title}" (${l.navigation})`).join(', ');

export async function clearForRemoval(store: Store, removal: Removal): Promise<void> {
  if ((await homePart(store)) === removal.part) {
    throw new ApiError(409, 'home-page', `${removal.what} is the site's home and cannot be deleted. Make another page or collection the home first.`);
  }
  // Read again once if someone saved the navigation in between.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const navigation = await readVersionedPart(store, NAVIGATION_PART);
    const links = navigation ? linksTo(navigation.value, removal.fullUrl) : [];
    if (!navigation || links.length === 0) return;
    if (!removal.removeLinks) {
      throw new ApiError(409, 'linked-in-navigation', `${removal.what} is still linked from the navigation: ${described(links)}. Remove those links first, or delete it with them.`);
    }
    if (!isJsonObject(navigation.value)) return;
    try {
      await saveVersionedPart(store, NAVIGATION_PART, withoutLinksTo(navigation.value, removal.fullUrl), { expectedVersion: navigation.version, savedBy: removal.savedBy });
      return;
    } catch (error) {
      if (!(error instanceof StoreError && error.code === 'stale-version') || attempt > 0) throw error;
    }
  }
}
