/**
 * The merchant features a site is entitled to (spec 001 §1), switched on and off per site and
 * stored as the versioned content part `entitlements`. Shared by the admin's screen, the server
 * (which refuses what is off) and the page pipeline (which shows nothing of it).
 */
import { z } from 'zod';

export const ENTITLEMENT_KEYS = [
  'subscriptions',
  'giftCards',
  'nativeReviews',
  'importedReviews',
  'buyNowPayLater',
  'pointOfSale',
  'bulkManager',
  'restockNotifications',
  'relatedProducts',
  'automaticTax',
] as const;
export type EntitlementKey = (typeof ENTITLEMENT_KEYS)[number];
export type Entitlements = Readonly<Record<EntitlementKey, boolean>>;

export const ENTITLEMENTS_PART = 'entitlements';

export interface EntitlementInfo {
  label: string;
  description: string;
  /** What this storefront does differently when it is off; undefined: nothing uses it yet. */
  effect?: string;
}

export const ENTITLEMENT_INFO: Readonly<Record<EntitlementKey, EntitlementInfo>> = {
  subscriptions: {
    label: 'Subscriptions',
    description: 'Sell products billed again on a schedule.',
    effect: 'Off: subscription products show no buy box and cannot be added to a cart.',
  },
  giftCards: {
    label: 'Gift cards',
    description: 'Sell gift cards delivered by email.',
    effect: 'Off: gift cards show no buy box, cannot be bought or redeemed, and the admin cannot issue or change them.',
  },
  nativeReviews: {
    label: 'Product reviews',
    description: 'Collect reviews of your products from your customers.',
    effect: 'Off: order confirmations ask for no reviews and new reviews are refused; product pages show reviews only while imported reviews are on.',
  },
  importedReviews: {
    label: 'Imported product reviews',
    description: 'Show reviews imported from another service.',
    effect: 'Off (with product reviews off too): product pages show no reviews section.',
  },
  buyNowPayLater: {
    label: 'Buy now, pay later (Afterpay/Clearpay, Klarna)',
    description: 'Offer payment in installments.',
    effect: 'Off: product pages show no installment offer.',
  },
  pointOfSale: {
    label: 'Point of sale',
    description: 'Sell in person with the same inventory.',
    effect: 'Off: the Point of sale screen cannot ring up sales and sales sent to it are refused.',
  },
  bulkManager: {
    label: 'Bulk manager',
    description: 'Edit many products at once.',
    effect: 'Off: the inventory screen offers no selection and bulk changes are refused.',
  },
  restockNotifications: {
    label: 'Restock notifications',
    description: 'Let visitors ask to be emailed when a sold-out item is back.',
    effect: 'Off: product pages show no sign-up form and new sign-ups are refused.',
  },
  relatedProducts: {
    label: 'Related products',
    description: 'Suggest other products on a product page.',
    effect: 'Off: product pages show no “You may also like” section.',
  },
  automaticTax: {
    label: 'Automatic tax',
    description: 'Work out sales tax from the shipping address.',
    effect: 'Off: orders are placed without tax and the tax rates cannot be changed.',
  },
};

/** What a site has before anyone saves: everything the demo shop uses is on. */
export const DEFAULT_ENTITLEMENTS: Entitlements = {
  subscriptions: true,
  giftCards: true,
  nativeReviews: false,
  importedReviews: false,
  buyNowPayLater: true,
  pointOfSale: false,
  bulkManager: false,
  restockNotifications: true,
  relatedProducts: false,
  automaticTax: false,
};

const flag = (key: EntitlementKey) => z.boolean({ required_error: `${ENTITLEMENT_INFO[key].label} must be on or off.`, invalid_type_error: `${ENTITLEMENT_INFO[key].label} must be on or off.` });

export const entitlementsSchema = z
  .object(Object.fromEntries(ENTITLEMENT_KEYS.map((key) => [key, flag(key)])) as Record<EntitlementKey, ReturnType<typeof flag>>)
  .strict();

/** The save call's body: every switch, and the version the edit was based on. */
export const saveEntitlementsSchema = z.object({
  entitlements: entitlementsSchema,
  expectedVersion: z.number({ required_error: 'expectedVersion is required', invalid_type_error: 'expectedVersion must be a number' }).int().nonnegative(),
});

/** The stored value read leniently: a missing or malformed switch takes its default. */
export function entitlementsOf(value: unknown): Entitlements {
  const stored = value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  return Object.fromEntries(
    ENTITLEMENT_KEYS.map((key) => [key, typeof stored[key] === 'boolean' ? stored[key] : DEFAULT_ENTITLEMENTS[key]]),
  ) as Record<EntitlementKey, boolean>;
}

/** The stored entitlements with their version (0 before the first save). */
export interface EntitlementsState {
  entitlements: Entitlements;
  version: number;
}
