import type { ShippingSettingsInput } from '../../commerce/shipping-zones.js';

/**
 * The shipping zones as the admin reads and saves them, with the version a save names: amounts as
 * typed in the store currency (`currencyCode`; "500" in JPY, "5.00" in USD).
 */
export interface ShippingSettingsState {
  settings: ShippingSettingsInput;
  version: number;
  currencyCode: string;
}
