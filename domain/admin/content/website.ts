/**
 * The website settings an owner edits (title, description, language, time zone, currency, contact,
 * social links, comments, cookie banner, store settings, the tracking events' feature flag, the
 * ad pixel and session recording's toggle and sample), as one flat form, and how the form maps
 * to and from the stored `website` part, whose other keys it keeps.
 */
import { z } from 'zod';
import type { JsonObject } from '../../json-object.js';
import { isJsonObject } from '../../json-object.js';
import { CURRENCIES } from '../../money/currencies.js';
import { decimalMoneyJson } from '../../money/money-json.js';
import { AMOUNT_PATTERN, typedAmountMessage, typedMinorUnits } from '../../money/typed-amount.js';
import { readWebsiteSettings } from '../../content/website-settings.js';
import { email, optionalText, title, webUrl } from './fields.js';
import { MESSAGES } from './limits.js';
import { AD_PIXEL_ID_MAX, AD_PIXEL_URL_MESSAGE, httpsOrigin } from '../../tracking/ad-pixel.js';
import { COMMERCE_EVENTS_FLAG } from '../../tracking/commerce-events.js';
import { SAMPLE_RATE_KEY, SAMPLE_RATE_MESSAGE, SESSION_RECORDING_FLAG, DEFAULT_SAMPLE_RATE, sampleRateOf } from '../../tracking/session-recording.js';

const isTimeZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone !== '';
  } catch {
    return false;
  }
};

const isLanguageTag = (tag: string): boolean => {
  try {
    return /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(tag) && Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
};

const option = (accept: (value: string) => boolean) =>
  z.string().trim().superRefine((value, ctx) => {
    if (!accept(value)) ctx.addIssue({ code: 'custom', message: MESSAGES.option(value || '(empty)') });
  });

export const COOKIE_BANNER_TEXT_MAX = 500;
export const COOKIE_POLICY_LINK_MESSAGE = 'The cookie policy link must be a page of this site (such as /privacy) or an http(s) address.';

/** A cookie policy link: empty, a path of this site, or an http(s) address (never a script URL). */
function isPolicyLink(value: string): boolean {
  if (value === '') return true;
  if (value.length > 2083 || /\s/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  return /^https?:\/\/[^\s/]+\.[^\s/]+/i.test(value);
}

export const websiteSettingsSchema = z
  .object({
    siteTitle: title,
    tagline: optionalText(500, 'The description'),
    language: option(isLanguageTag),
    timeZone: option(isTimeZone),
    currencyCode: option((code) => CURRENCIES.includes(code)),
    contactEmail: z.union([z.literal(''), email]),
    socialLinks: z.array(webUrl).max(20, 'At most 20 social links.'),
    commentsEnabled: z.boolean(),
    simpleLikingEnabled: z.boolean(),
    useCLDRMoneyFormat: z.boolean(),
    captchaSiteKey: z.string().trim().max(200, 'The captcha site key may be at most 200 characters.'),
    cookieBannerEnabled: z.boolean(),
    restrictiveCookiePolicy: z.boolean(),
    /** The cookie banner's text and policy link (absent: kept as stored; empty text: the default). */
    cookieBannerText: z.string().trim().max(COOKIE_BANNER_TEXT_MAX, `The cookie banner text may be at most ${String(COOKIE_BANNER_TEXT_MAX)} characters.`).optional(),
    cookieBannerPolicyUrl: z.string().trim().refine(isPolicyLink, COOKIE_POLICY_LINK_MESSAGE).optional(),
    multipleQuantityAllowedForServices: z.boolean(),
    testMode: z.boolean(),
    /** The client-side tracking events' feature flag (absent: kept as stored). */
    siteVisitorTrackingEvents: z.boolean().optional(),
    /** The ad pixel's script, an https address; empty for none (absent: kept as stored). */
    adPixelScriptUrl: z.string().trim().refine((url) => url === '' || httpsOrigin(url) !== undefined, AD_PIXEL_URL_MESSAGE).optional(),
    /** Session recording's toggle (absent: kept as stored). */
    sessionRecording: z.boolean().optional(),
    /** The share of sessions recorded, a whole percentage as text (absent: kept as stored). */
    sessionRecordingSampleRate: z.string().trim().regex(/^(100|[1-9]?[0-9])$/, SAMPLE_RATE_MESSAGE).optional(),
    adPixelId: z.string().trim().max(AD_PIXEL_ID_MAX, `The ad pixel id may be at most ${String(AD_PIXEL_ID_MAX)} characters.`).optional(),
    /** Decimal text of the minimum order subtotal in the store currency ("15.00", JPY "1500"); empty for none. */
    minimumOrderSubtotal: z.string().trim().refine((v) => v === '' || AMOUNT_PATTERN.test(v), 'Enter an amount such as 15 or 15.00, or leave it empty.'),
  })
  .strict()
  .superRefine((form, ctx) => {
    if (form.minimumOrderSubtotal !== '' && typedMinorUnits(form.minimumOrderSubtotal, form.currencyCode) === undefined) {
      ctx.addIssue({ code: 'custom', path: ['minimumOrderSubtotal'], message: typedAmountMessage('The minimum order subtotal', form.currencyCode) });
    }
  });

export type WebsiteSettings = z.output<typeof websiteSettingsSchema>;

const bool = (value: unknown, fallback: boolean): boolean => (typeof value === 'boolean' ? value : fallback);
const obj = (value: unknown): JsonObject => (isJsonObject(value) ? value : {});

/** The form's values read from the stored website settings (domain/content/website-settings.ts). */
export function websiteSettingsOf(website: JsonObject): WebsiteSettings {
  const view = readWebsiteSettings(website);
  return {
    siteTitle: view.siteTitle,
    tagline: view.tagline,
    language: view.language,
    timeZone: view.timeZone,
    currencyCode: view.currencyCode,
    contactEmail: view.contactEmail,
    socialLinks: view.socialLinks,
    commentsEnabled: view.commentsEnabled,
    simpleLikingEnabled: view.simpleLikingEnabled,
    useCLDRMoneyFormat: view.useCLDRMoneyFormat,
    captchaSiteKey: view.captchaSiteKey,
    cookieBannerEnabled: view.cookieBanner.enabled,
    restrictiveCookiePolicy: view.cookieBanner.restrictive,
    cookieBannerText: view.cookieBanner.text,
    cookieBannerPolicyUrl: view.cookieBanner.policyUrl,
    multipleQuantityAllowedForServices: view.multipleQuantityAllowedForServices,
    testMode: view.testMode,
    minimumOrderSubtotal: view.minimumOrderSubtotal,
    siteVisitorTrackingEvents: view.featureFlags[COMMERCE_EVENTS_FLAG] === true,
    adPixelScriptUrl: typeof view.adPixel['scriptUrl'] === 'string' ? view.adPixel['scriptUrl'] : '',
    adPixelId: typeof view.adPixel['pixelId'] === 'string' ? view.adPixel['pixelId'] : '',
    sessionRecording: view.featureFlags[SESSION_RECORDING_FLAG] === true,
    sessionRecordingSampleRate: String(sampleRateOf(website[SAMPLE_RATE_KEY]) ?? DEFAULT_SAMPLE_RATE),
  };
}

/** The feature flags and ad pixel with the form's values written in (a value the form left out stays). */
function trackingSettings(website: JsonObject, form: WebsiteSettings): JsonObject {
  const flags = { ...obj(website['featureFlags']) };
  if (form.siteVisitorTrackingEvents !== undefined) flags[COMMERCE_EVENTS_FLAG] = form.siteVisitorTrackingEvents;
  if (form.sessionRecording !== undefined) flags[SESSION_RECORDING_FLAG] = form.sessionRecording;
  const pixel = { ...obj(website['adPixel']) };
  if (form.adPixelScriptUrl !== undefined) pixel['scriptUrl'] = form.adPixelScriptUrl;
  if (form.adPixelId !== undefined) pixel['pixelId'] = form.adPixelId;
  const rate = form.sessionRecordingSampleRate === undefined ? {} : { [SAMPLE_RATE_KEY]: Number(form.sessionRecordingSampleRate) };
  return { featureFlags: flags, adPixel: pixel, ...rate };
}

/** The stored website settings with the form's values written in (other keys kept). */
export function withWebsiteSettings(website: JsonObject, form: WebsiteSettings): JsonObject {
  const store = { ...obj(website['storeSettings']) };
  store['selectedCurrency'] = form.currencyCode;
  store['multipleQuantityAllowedForServices'] = form.multipleQuantityAllowedForServices;
  store['isTestModeEnabled'] = form.testMode;
  if (form.minimumOrderSubtotal === '') delete store['minimumOrderSubtotal'];
  else store['minimumOrderSubtotal'] = { ...decimalMoneyJson(typedMinorUnits(form.minimumOrderSubtotal, form.currencyCode) ?? 0, form.currencyCode) };
  const banner = obj(website['cookieBannerSettings']);
  return {
    ...website,
    siteTitle: form.siteTitle,
    tagline: form.tagline ?? '',
    language: form.language,
    timeZone: form.timeZone,
    currencyCode: form.currencyCode,
    contactEmail: form.contactEmail,
    socialLinks: form.socialLinks,
    commentsEnabled: form.commentsEnabled,
    simpleLikingEnabled: form.simpleLikingEnabled,
    useCLDRMoneyFormat: form.useCLDRMoneyFormat,
    captchaSettings: { ...obj(website['captchaSettings']), siteKey: form.captchaSiteKey },
    cookieBannerSettings: {
      ...banner,
      isCookieBannerEnabled: form.cookieBannerEnabled,
      isRestrictiveCookiePolicyEnabled: form.restrictiveCookiePolicy,
      isRestrictiveCookiePolicyAbsolute: bool(banner['isRestrictiveCookiePolicyAbsolute'], false),
      ...(form.cookieBannerText === undefined ? {} : { bannerText: form.cookieBannerText }),
      ...(form.cookieBannerPolicyUrl === undefined ? {} : { policyUrl: form.cookieBannerPolicyUrl }),
    },
    storeSettings: store,
    ...trackingSettings(website, form),
  };
}
