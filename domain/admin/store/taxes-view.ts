import type { TaxSettings } from '../../commerce/sales-tax.js';

/** The tax rates as the admin reads and saves them: whether automatic tax is on, and the version a save names. */
export interface TaxSettingsState {
  enabled: boolean;
  settings: TaxSettings;
  version: number;
}
