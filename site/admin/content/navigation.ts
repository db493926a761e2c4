/** The site's navigations, saved whole (the screen edits every navigation at once). */
import type { Navigation } from '../../../domain/admin/content/navigation.js';
import type { NavigationView } from '../../../domain/admin/content/views.js';
import { readVersionedPart, saveVersionedPart, type Store } from '../../db/index.js';
import { navigationSchema } from '../../../domain/admin/content/navigation.js';
import { NAVIGATION_PART } from './parts.js';

export async function navigationView(store: Store): Promise<NavigationView> {
  const part = await readVersionedPart(store, NAVIGATION_PART);
  if (!part) return { value: {}, version: 0, updated: 0 };
  const parsed = navigationSchema.safeParse(part.value);
  return { value: parsed.success ? parsed.data : {}, version: part.version, updated: part.updated };
}

export async function saveNavigation(store: Store, value: Navigation, expectedVersion: number, savedBy: string): Promise<NavigationView> {
  await saveVersionedPart(store, NAVIGATION_PART, value, { expectedVersion, savedBy });
  return navigationView(store);
}
