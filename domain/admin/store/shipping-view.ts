import type { ShippingSettings } from '../../commerce/shipping-zones.js';

/** The shipping zones as the admin reads and saves them, with the version a save names. */
export interface ShippingSettingsState {
  settings: ShippingSettings;
  version: number;
}
