/**
 * Deleting a collection or page: never the site's home, and nothing in the navigation may still
 * lead to it (409 `linked-in-navigation` naming the links), unless the owner asked to remove those
 * links too, naming the navigation version they saw: then the links and the part go in one write
 * transaction, and a stale version of either (409 `stale-version`) changes nothing.
 */
import { linksTo, withoutLinksTo } from '../../../domain/admin/content/navigation-links.js';
import type { LinkToTarget } from '../../../domain/admin/content/views.js';
import { isJsonObject } from '../../../domain/json-object.js';
import { changeVersionedParts, isStoreError, readVersionedPart, type PartChange, type Store } from '../../db/index.js';
import { ApiError } from '../../edge/api-error.js';
import { homePart } from './home-target.js';
import { NAVIGATION_PART } from './parts.js';

export interface Removal {
  part: string;
  expectedVersion: number;
  /** "The collection "Journal"", as the refusals name it. */
  what: string;
  fullUrl: string;
  /** The navigation's version whose links to the part go with it; undefined keeps the navigation as it is. */
  navigationVersion: number | undefined;
  savedBy: string;
}

const described = (links: readonly LinkToTarget[]): string => links.map((l) => `"${l.title}" (${l.navigation})`).join(', ');

const staleNavigation = () =>
  new ApiError(409, 'stale-version', 'Someone else changed the navigation since you opened this. Reload to see which links would go; nothing was deleted.');

export async function removeContentPart(store: Store, removal: Removal): Promise<void> {
  if ((await homePart(store)) === removal.part) {
    throw new ApiError(409, 'home-page', `${removal.what} is the site's home and cannot be deleted. Make another page or collection the home first.`);
  }
  const navigation = await readVersionedPart(store, NAVIGATION_PART);
  const links = navigation ? linksTo(navigation.value, removal.fullUrl) : [];
  const changes: PartChange[] = [];
  if (removal.navigationVersion === undefined) {
    if (links.length > 0) {
      throw new ApiError(409, 'linked-in-navigation', `${removal.what} is still linked from the navigation: ${described(links)}. Remove those links first, or delete it with them.`);
    }
  } else {
    if ((navigation?.version ?? 0) !== removal.navigationVersion) throw staleNavigation();
    if (navigation && links.length > 0 && isJsonObject(navigation.value)) {
      changes.push({ part: NAVIGATION_PART, expectedVersion: removal.navigationVersion, value: withoutLinksTo(navigation.value, removal.fullUrl) });
    }
  }
  changes.push({ part: removal.part, expectedVersion: removal.expectedVersion, remove: true });
  try {
    await changeVersionedParts(store, changes, removal.savedBy);
  } catch (error) {
    if (isStoreError(error, 'stale-version') && error.detail['part'] === NAVIGATION_PART) throw staleNavigation();
    throw error;
  }
}
