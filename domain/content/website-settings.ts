/**
 * The website settings, typed: their keys, the type and default of each, and the one reader of
 * the stored `website` content part (`readWebsiteSettings`). Everything that reads a setting
 * reads it through this view; the admin's form (domain/admin/content/website.ts) writes them.
 */
import { isJsonObject, type JsonObject } from '../json-object.js';
import { storeCurrencyOf } from '../money/store-currency.js';
import { DEFAULT_CURRENCY } from '../money/currencies.js';
import { DEFAULT_SAMPLE_RATE, SAMPLE_RATE_KEY, SESSION_RECORDING_FLAG, sampleRateOf } from '../tracking/session-recording.js';

/** The content part holding the website settings. */
export const WEBSITE_PART = 'website';

/** The settings the store keeps beside the content, by their keys in `site_settings`. */
export const SETTING_KEYS = {
  headerFooter: 'site-header-footer',
  multilingual: 'multilingual',
  siteAccess: 'site-access',
  customCode: 'custom-code',
} as const;

/** The `site_settings` keys whose changes change the pages (the page cache's content state watches them). */
export const PAGE_SETTING_KEYS: readonly string[] = Object.values(SETTING_KEYS);

export interface CookieBannerSettings {
  enabled: boolean;
  restrictive: boolean;
  restrictiveAbsolute: boolean;
  /** What the banner says (`bannerText`); the default when the owner wrote none. */
  text: string;
  /** The cookie policy the banner links to (`policyUrl`: a path of the site or an http(s) address); '' for none. */
  policyUrl: string;
}

export const DEFAULT_COOKIE_BANNER_TEXT = 'This site uses cookies to understand how visitors use it. You can accept them or decline.';

export interface WebsiteSettingsView {
  siteTitle: string;
  tagline: string;
  /** BCP 47 tag. */
  language: string;
  /** IANA zone. */
  timeZone: string;
  /** The store currency (domain/money/store-currency.ts). */
  currencyCode: string;
  contactEmail: string;
  socialLinks: string[];
  commentsEnabled: boolean;
  simpleLikingEnabled: boolean;
  useCLDRMoneyFormat: boolean;
  /** The configured captcha's site key; '' for none. */
  captchaSiteKey: string;
  cookieBanner: CookieBannerSettings;
  /** A template site offered for cloning (its cookie policy differs). */
  isCloneable: boolean;
  /** The store's settings as stored (payments, shipping, limits: read by site/features/payments/settings.ts). */
  storeSettings: JsonObject;
  multipleQuantityAllowedForServices: boolean;
  testMode: boolean;
  /** Decimal text of the minimum order subtotal; '' for none. */
  minimumOrderSubtotal: string;
  featureFlags: JsonObject;
  /** The ad pixel as stored (`scriptUrl`, `pixelId`, `setBy`, `setAt`; domain/tracking/ad-pixel.ts reads it). */
  adPixel: JsonObject;
  /** Whether the owner turned session recording on (`featureFlags.sessionRecording`), and the share of sessions recorded. */
  sessionRecording: boolean;
  sessionRecordingSampleRate: number;
}

/** What each setting is when the stored part does not say. */
export const WEBSITE_DEFAULTS: Readonly<WebsiteSettingsView> = Object.freeze({
  siteTitle: '',
  tagline: '',
  language: 'en-US',
  timeZone: 'America/New_York',
  currencyCode: DEFAULT_CURRENCY,
  contactEmail: '',
  socialLinks: [],
  commentsEnabled: false,
  simpleLikingEnabled: false,
  // CLDR money formatting is a feature flag (spec 000 §9): off unless the site sets it.
  useCLDRMoneyFormat: false,
  captchaSiteKey: '',
  cookieBanner: { enabled: false, restrictive: false, restrictiveAbsolute: false, text: DEFAULT_COOKIE_BANNER_TEXT, policyUrl: '' },
  isCloneable: false,
  storeSettings: {},
  multipleQuantityAllowedForServices: true,
  testMode: false,
  minimumOrderSubtotal: '',
  featureFlags: {},
  adPixel: {},
  sessionRecording: false,
  sessionRecordingSampleRate: DEFAULT_SAMPLE_RATE,
});

const D = WEBSITE_DEFAULTS;
const obj = (value: unknown): JsonObject => (isJsonObject(value) ? value : {});
const bool = (value: unknown, fallback: boolean): boolean => (typeof value === 'boolean' ? value : fallback);
/** A string setting; an empty one counts as unset when `nonEmpty`. */
const str = (value: unknown, fallback: string, nonEmpty = false): string => (typeof value === 'string' && !(nonEmpty && value.trim() === '') ? value : fallback);

/** The website settings of the stored `website` part (anything: what it does not hold is the default). */
export function readWebsiteSettings(website: unknown): WebsiteSettingsView {
  const w = obj(website);
  const store = obj(w['storeSettings']);
  const banner = obj(w['cookieBannerSettings']);
  const minimum = obj(store['minimumOrderSubtotal']);
  const featureFlags = obj(w['featureFlags']);
  return {
    siteTitle: str(w['siteTitle'], D.siteTitle),
    tagline: str(w['tagline'], D.tagline),
    language: str(w['language'], D.language, true),
    timeZone: str(w['timeZone'], D.timeZone, true),
    currencyCode: storeCurrencyOf(w),
    contactEmail: str(w['contactEmail'], D.contactEmail),
    socialLinks: Array.isArray(w['socialLinks']) ? w['socialLinks'].filter((l): l is string => typeof l === 'string') : [],
    commentsEnabled: bool(w['commentsEnabled'], D.commentsEnabled),
    simpleLikingEnabled: bool(w['simpleLikingEnabled'], D.simpleLikingEnabled),
    useCLDRMoneyFormat: bool(w['useCLDRMoneyFormat'], D.useCLDRMoneyFormat),
    captchaSiteKey: str(obj(w['captchaSettings'])['siteKey'], D.captchaSiteKey),
    cookieBanner: {
      enabled: banner['isCookieBannerEnabled'] === true,
      restrictive: banner['isRestrictiveCookiePolicyEnabled'] === true,
      restrictiveAbsolute: banner['isRestrictiveCookiePolicyAbsolute'] === true,
      text: str(banner['bannerText'], D.cookieBanner.text, true),
      policyUrl: str(banner['policyUrl'], D.cookieBanner.policyUrl),
    },
    isCloneable: w['isCloneable'] === true,
    storeSettings: store,
    multipleQuantityAllowedForServices: bool(store['multipleQuantityAllowedForServices'], D.multipleQuantityAllowedForServices),
    testMode: bool(store['isTestModeEnabled'], D.testMode),
    minimumOrderSubtotal: str(minimum['decimalValue'], D.minimumOrderSubtotal),
    featureFlags,
    adPixel: obj(w['adPixel']),
    sessionRecording: featureFlags[SESSION_RECORDING_FLAG] === true,
    sessionRecordingSampleRate: sampleRateOf(w[SAMPLE_RATE_KEY]) ?? D.sessionRecordingSampleRate,
  };
}
