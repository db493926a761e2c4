/**
 * The entitlements as the admin reads and saves them: the `entitlements` content part with its
 * version (0 and the defaults before the first save); a save names the version it was based on.
 */
import { ENTITLEMENTS_PART, entitlementsOf, type Entitlements, type EntitlementsState } from '../../domain/admin/entitlements.js';
import { readVersionedPart, saveVersionedPart } from '../db/versioned-content.js';
import type { Store } from '../db/index.js';

export async function readEntitlements(store: Store): Promise<EntitlementsState> {
  const part = await readVersionedPart(store, ENTITLEMENTS_PART);
  return { entitlements: entitlementsOf(part?.value), version: part?.version ?? 0 };
}

export async function saveEntitlements(store: Store, entitlements: Entitlements, expectedVersion: number, savedBy: string): Promise<EntitlementsState> {
  const saved = await saveVersionedPart(store, ENTITLEMENTS_PART, entitlements, { expectedVersion, savedBy });
  return { entitlements: entitlementsOf(saved.value), version: saved.version };
}
