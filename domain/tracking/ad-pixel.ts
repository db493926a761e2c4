/**
 * The site's ad pixel (`website.adPixel`: `scriptUrl`, an https address, and `pixelId`) and the
 * tracking feature flag, read from the stored website settings: one reading for the pages, the
 * Content-Security-Policy and the admin form.
 */
import { isJsonObject, type JsonObject } from '../json-object.js';
import { COMMERCE_EVENTS_FLAG, type AdPixelConfig } from './commerce-events.js';
import { readWebsiteSettings } from '../content/website-settings.js';

export const AD_PIXEL_URL_MAX = 500;
export const AD_PIXEL_ID_MAX = 100;
export const AD_PIXEL_URL_MESSAGE = 'The ad pixel address must be an https address such as https://pixel.example.com/pixel.js.';

/** The origin of an https script address (no credentials), or undefined for anything else. */
export function httpsOrigin(address: string): string | undefined {
  if (address.length === 0 || address.length > AD_PIXEL_URL_MAX || /\s/.test(address)) return undefined;
  try {
    const url = new URL(address);
    if (url.protocol !== 'https:' || url.username !== '' || url.password !== '' || url.hostname === '') return undefined;
    return url.origin;
  } catch {
    return undefined;
  }
}

/** The configured pixel, when its address is a usable https address. */
export function adPixelOf(website: JsonObject): AdPixelConfig | undefined {
  const pixel = readWebsiteSettings(website).adPixel;
  const scriptUrl = typeof pixel['scriptUrl'] === 'string' ? pixel['scriptUrl'].trim() : '';
  if (httpsOrigin(scriptUrl) === undefined) return undefined;
  const pixelId = typeof pixel['pixelId'] === 'string' ? pixel['pixelId'].trim().slice(0, AD_PIXEL_ID_MAX) : '';
  return { scriptUrl, pixelId };
}

/** Whether the site turned the client-side tracking events on (`website.featureFlags`). */
export function commerceEventsOn(website: JsonObject): boolean {
  return readWebsiteSettings(website).featureFlags[COMMERCE_EVENTS_FLAG] === true;
}
