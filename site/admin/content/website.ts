/** The website settings: read as the form shows them, saved into the stored `website` part. */
import { websiteSettingsOf, withWebsiteSettings, type WebsiteSettings } from '../../../domain/admin/content/website.js';
import type { WebsiteView } from '../../../domain/admin/content/views.js';
import { saveVersionedPart, type Store } from '../../db/index.js';
import { readMultilingual } from '../../server/site-settings.js';
import { readObjectPart } from './parts.js';
import { isJsonObject, type JsonObject } from '../../../domain/json-object.js';
import { adPixelOf } from '../../../domain/tracking/ad-pixel.js';
import { cleanWebsite } from '../../content/content-cleaning.js';
import { ApiError } from '../../edge/api-error.js';
import { CODE_REFUSED_MESSAGE } from '../../../domain/admin/permissions.js';
import { WEBSITE_PART } from '../../../domain/content/website-settings.js';

export async function websiteView(store: Store): Promise<WebsiteView> {
  const part = await readObjectPart(store, WEBSITE_PART, 'The website settings');
  const multilingual = await readMultilingual(store);
  return {
    value: websiteSettingsOf(part.value),
    version: part.version,
    updated: part.updated,
    multilingualDefault: multilingual.connected ? multilingual.defaultLanguage : null,
  };
}

/** The ad pixel's address with who set it and when, when this save changes it (the custom code screen lists them). */
function withPixelAuthor(before: JsonObject, after: JsonObject, savedBy: string): JsonObject {
  const url = (website: JsonObject): string => adPixelOf(website)?.scriptUrl ?? '';
  if (url(before) === url(after) || !isJsonObject(after['adPixel'])) return after;
  return { ...after, adPixel: { ...after['adPixel'], setBy: savedBy, setAt: Date.now() } };
}

/**
 * Saves the settings. A script address is code: a user who may not write code (`mayWriteCode`)
 * may send it back unchanged but not change it (403, nothing saved).
 */
export async function saveWebsite(store: Store, form: WebsiteSettings, expectedVersion: number, savedBy: string, mayWriteCode: boolean): Promise<WebsiteView> {
  const part = await readObjectPart(store, WEBSITE_PART, 'The website settings');
  const storedScript = websiteSettingsOf(part.value).adPixelScriptUrl;
  if (!mayWriteCode && form.adPixelScriptUrl !== undefined && form.adPixelScriptUrl !== storedScript) {
    throw new ApiError(403, 'code-forbidden', CODE_REFUSED_MESSAGE, [{ path: 'value.adPixelScriptUrl', message: CODE_REFUSED_MESSAGE }]);
  }
  await saveVersionedPart(store, WEBSITE_PART, withPixelAuthor(part.value, cleanWebsite(withWebsiteSettings(part.value, form)), savedBy), { expectedVersion, savedBy });
  return websiteView(store);
}
