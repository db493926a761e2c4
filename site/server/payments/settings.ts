import { isJsonObject } from '../../../domain/json-object.js';
import { DEFAULT_MANUAL_INSTRUCTIONS } from './manual-provider.js';
import type { PaymentProviderId } from './provider.js';

/** The checkout's part of a website's `storeSettings`, with the defaults a real shop gets. */
export interface CheckoutSettings {
  /** In the order the checkout offers them; a site that names none takes manual payment only. */
  paymentProviders: PaymentProviderId[];
  manualPaymentInstructions: string;
  /** How long an unpaid order holds its stock (`paymentHoldMinutes`; `ORDER_HOLD_MS` overrides). */
  holdMs: number;
  /** The most units one order may hold (`maxOrderQuantity`). */
  maxOrderQuantity: number;
  /** ISO codes of the countries the shop ships to (`shipsToCountries`). */
  shipsTo: string[];
}

export const DEFAULT_HOLD_MINUTES = 60;
export const DEFAULT_MAX_ORDER_QUANTITY = 50;
export const DEFAULT_SHIPS_TO = ['US', 'CA', 'GB', 'IE', 'FR', 'DE', 'NL', 'BE', 'ES', 'IT', 'AU', 'NZ'];
const PROVIDERS: readonly PaymentProviderId[] = ['test', 'manual'];

export function checkoutSettings(website: Record<string, unknown>, env: NodeJS.ProcessEnv = process.env): CheckoutSettings {
  const store = isJsonObject(website['storeSettings']) ? website['storeSettings'] : {};
  const named = Array.isArray(store['paymentProviders']) ? store['paymentProviders'].filter((p): p is PaymentProviderId => PROVIDERS.includes(p as PaymentProviderId)) : [];
  const instructions = typeof store['manualPaymentInstructions'] === 'string' && store['manualPaymentInstructions'].trim() !== '' ? store['manualPaymentInstructions'].trim() : DEFAULT_MANUAL_INSTRUCTIONS;
  const ships = Array.isArray(store['shipsToCountries']) ? store['shipsToCountries'].filter((c): c is string => typeof c === 'string' && /^[A-Z]{2}$/.test(c)) : [];
  return {
    paymentProviders: named.length > 0 ? [...new Set(named)] : ['manual'],
    manualPaymentInstructions: instructions,
    holdMs: holdMs(store['paymentHoldMinutes'], env['ORDER_HOLD_MS']),
    maxOrderQuantity: positiveInteger(store['maxOrderQuantity']) ?? DEFAULT_MAX_ORDER_QUANTITY,
    shipsTo: ships.length > 0 ? ships : DEFAULT_SHIPS_TO,
  };
}

function holdMs(minutes: unknown, override: string | undefined): number {
  if (override !== undefined && /^\d+$/.test(override)) return Number(override);
  return (positiveInteger(minutes) ?? DEFAULT_HOLD_MINUTES) * 60_000;
}

function positiveInteger(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;
}
