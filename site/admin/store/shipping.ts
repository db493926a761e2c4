/**
 * The merchant's shipping zones and rates (domain/commerce/shipping-zones.ts) as the admin reads
 * and saves them: the `shipping-zones` content part with its version (0 and no zones before the
 * first save); a save names the version it was based on (409 `stale-version` otherwise). Amounts
 * are typed by the store currency's digits and stored in its minor units.
 */
import { readVersionedPart, saveVersionedPart, type Store } from '../../db/index.js';
import type { ShippingSettingsState } from '../../../domain/admin/store/shipping-view.js';
import {
  SHIPPING_ZONES_PART, shippingSettingsOf, shippingSettingsToStore, shippingSettingsTyped, type ShippingSettingsInput,
} from '../../../domain/commerce/shipping-zones.js';

export async function readShippingSettings(store: Store, currency: string): Promise<ShippingSettingsState> {
  const part = await readVersionedPart(store, SHIPPING_ZONES_PART);
  return { settings: shippingSettingsTyped(shippingSettingsOf(part?.value, currency), currency), version: part?.version ?? 0, currencyCode: currency };
}

export async function saveShippingSettings(store: Store, settings: ShippingSettingsInput, currency: string, expectedVersion: number, savedBy: string): Promise<ShippingSettingsState> {
  const saved = await saveVersionedPart(store, SHIPPING_ZONES_PART, shippingSettingsToStore(settings, currency), { expectedVersion, savedBy });
  return { settings: shippingSettingsTyped(shippingSettingsOf(saved.value, currency), currency), version: saved.version, currencyCode: currency };
}
