/**
 * The merchant's shipping zones and rates (domain/commerce/shipping-zones.ts) as the admin reads
 * and saves them: the `shipping-zones` content part with its version (0 and no zones before the
 * first save); a save names the version it was based on (409 `stale-version` otherwise).
 */
import { readVersionedPart, saveVersionedPart, type Store } from '../../db/index.js';
import type { ShippingSettingsState } from '../../../domain/admin/store/shipping-view.js';
import { SHIPPING_ZONES_PART, shippingSettingsOf, type ShippingSettings } from '../../../domain/commerce/shipping-zones.js';

export async function readShippingSettings(store: Store): Promise<ShippingSettingsState> {
  const part = await readVersionedPart(store, SHIPPING_ZONES_PART);
  return { settings: shippingSettingsOf(part?.value), version: part?.version ?? 0 };
}

export async function saveShippingSettings(store: Store, settings: ShippingSettings, expectedVersion: number, savedBy: string): Promise<ShippingSettingsState> {
  const saved = await saveVersionedPart(store, SHIPPING_ZONES_PART, settings, { expectedVersion, savedBy });
  return { settings: shippingSettingsOf(saved.value), version: saved.version };
}
