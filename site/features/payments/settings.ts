import { isJsonObject } from '../../../domain/json-object.js';
import type { UnpaidCaps } from '../../db/index.js';
import { DEFAULT_MANUAL_INSTRUCTIONS } from './manual-provider.js';
import type { PaymentProviderId } from './provider.js';
import { readWebsiteSettings } from '../../../domain/content/website-settings.js';
import { DEFAULT_MANUAL_PAYMENT_DAYS, MAX_MANUAL_PAYMENT_DAYS, manualPaymentMs } from '../../../domain/commerce/payment-deadline.js';

/** The checkout's part of a website's `storeSettings`, with the defaults a real shop gets. */
export interface CheckoutSettings {
  /** In the order the checkout offers them; a site that names none takes manual payment only. */
  paymentProviders: PaymentProviderId[];
  manualPaymentInstructions: string;
  /** How long an unpaid order holds its stock (`paymentHoldMinutes`; `ORDER_HOLD_MS` overrides). */
  holdMs: number;
  /**
   * How long a pay-later (manual) order has to be paid, its deadline (`manualPaymentDays`, 1 to
   * 30, default 3; `ORDER_HOLD_MS` overrides it too).
   */
  manualPaymentMs: number;
  /** The most units one order may hold, all its lines together (`maxOrderQuantity`). */
  maxOrderQuantity: number;
  /**
   * Orders awaiting payment at once per visitor, client address and email
   * (`maxUnpaidOrdersPerVisitor`, `…PerAddress`, `…PerEmail`; `UNPAID_ORDERS_PER_VISITOR`,
   * `UNPAID_ORDERS_PER_ADDRESS`, `UNPAID_ORDERS_PER_EMAIL` override).
   */
  unpaidCaps: UnpaidCaps;
  /** ISO codes of the countries the shop ships to (`shipsToCountries`). */
  shipsTo: string[];
}

/** Long enough to pay right after ordering, short enough that unpaid orders do not keep stock from buyers for long. */
export const DEFAULT_HOLD_MINUTES = 30;
export const DEFAULT_MAX_ORDER_QUANTITY = 50;
/** A shopper paying for one order while another waits needs two; an address is shared by a household or an office. */
export const DEFAULT_UNPAID_CAPS: UnpaidCaps = { perVisitor: 3, perAddress: 10, perEmail: 3 };
export const DEFAULT_SHIPS_TO = ['US', 'CA', 'GB', 'IE', 'FR', 'DE', 'NL', 'BE', 'ES', 'IT', 'AU', 'NZ'];
const PROVIDERS: readonly PaymentProviderId[] = ['test', 'manual', 'afterpay'];

export function checkoutSettings(website: Record<string, unknown>, env: NodeJS.ProcessEnv = process.env): CheckoutSettings {
  const store = readWebsiteSettings(website).storeSettings;
  const named = Array.isArray(store['paymentProviders']) ? store['paymentProviders'].filter((p): p is PaymentProviderId => PROVIDERS.includes(p as PaymentProviderId)) : [];
  const instructions = typeof store['manualPaymentInstructions'] === 'string' && store['manualPaymentInstructions'].trim() !== '' ? store['manualPaymentInstructions'].trim() : DEFAULT_MANUAL_INSTRUCTIONS;
  const ships = Array.isArray(store['shipsToCountries']) ? store['shipsToCountries'].filter((c): c is string => typeof c === 'string' && /^[A-Z]{2}$/.test(c)) : [];
  return {
    // Afterpay alone is no way to pay for every cart: manual payment stays beside it.
    paymentProviders: named.some((p) => p !== 'afterpay') ? [...new Set(named)] : [...new Set<PaymentProviderId>(['manual', ...named])],
    manualPaymentInstructions: instructions,
    holdMs: holdMs(store['paymentHoldMinutes'], env['ORDER_HOLD_MS']),
    manualPaymentMs: manualMs(store['manualPaymentDays'], env['ORDER_HOLD_MS']),
    maxOrderQuantity: positiveInteger(store['maxOrderQuantity']) ?? DEFAULT_MAX_ORDER_QUANTITY,
    unpaidCaps: {
      perVisitor: cap(env['UNPAID_ORDERS_PER_VISITOR'], store['maxUnpaidOrdersPerVisitor'], DEFAULT_UNPAID_CAPS.perVisitor),
      perAddress: cap(env['UNPAID_ORDERS_PER_ADDRESS'], store['maxUnpaidOrdersPerAddress'], DEFAULT_UNPAID_CAPS.perAddress),
      perEmail: cap(env['UNPAID_ORDERS_PER_EMAIL'], store['maxUnpaidOrdersPerEmail'], DEFAULT_UNPAID_CAPS.perEmail),
    },
    shipsTo: ships.length > 0 ? ships : DEFAULT_SHIPS_TO,
  };
}

function holdMs(minutes: unknown, override: string | undefined): number {
  if (override !== undefined && /^\d+$/.test(override)) return Number(override);
  return (positiveInteger(minutes) ?? DEFAULT_HOLD_MINUTES) * 60_000;
}

function manualMs(days: unknown, override: string | undefined): number {
  if (override !== undefined && /^\d+$/.test(override)) return Number(override);
  const given = positiveInteger(days);
  return manualPaymentMs(given !== undefined && given <= MAX_MANUAL_PAYMENT_DAYS ? given : DEFAULT_MANUAL_PAYMENT_DAYS);
}

function cap(override: string | undefined, stored: unknown, fallback: number): number {
  if (override !== undefined && /^[1-9]\d*$/.test(override)) return Number(override);
  return positiveInteger(stored) ?? fallback;
}

function positiveInteger(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;
}
