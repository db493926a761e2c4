/**
 * The merchant's tax rates (domain/commerce/sales-tax.ts) as the admin reads and saves them: the
 * `tax-rates` content part with its version (0 and no rates before the first save); a save names
 * the version it was based on (409 `stale-version` otherwise). Saving is refused while automatic
 * tax is off (403), reading is not, so the screen can show what would apply.
 */
import { readVersionedPart, saveVersionedPart, type Store } from '../../db/index.js';
import { ApiError } from '../../edge/api-error.js';
import { currentEntitlements } from '../../features/entitlements/entitlements.js';
import type { TaxSettingsState } from '../../../domain/admin/store/taxes-view.js';
import { TAX_OFF_MESSAGE, TAX_RATES_PART, taxSettingsOf, type TaxSettings } from '../../../domain/commerce/sales-tax.js';

export type { TaxSettingsState };

export async function readTaxSettings(store: Store): Promise<TaxSettingsState> {
  const part = await readVersionedPart(store, TAX_RATES_PART);
  return { enabled: (await currentEntitlements()).automaticTax, settings: taxSettingsOf(part?.value), version: part?.version ?? 0 };
}

export async function saveTaxSettings(store: Store, settings: TaxSettings, expectedVersion: number, savedBy: string): Promise<TaxSettingsState> {
  if (!(await currentEntitlements()).automaticTax) throw new ApiError(403, 'feature-unavailable', TAX_OFF_MESSAGE);
  const saved = await saveVersionedPart(store, TAX_RATES_PART, settings, { expectedVersion, savedBy });
  return { enabled: true, settings: taxSettingsOf(saved.value), version: saved.version };
}
