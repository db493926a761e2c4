/** The website settings: read as the form shows them, saved into the stored `website` part. */
import { websiteSettingsOf, withWebsiteSettings, type WebsiteSettings } from '../../../domain/admin/content/website.js';
import type { WebsiteView } from '../../../domain/admin/content/views.js';
import { saveVersionedPart, type Store } from '../../db/index.js';
import { readMultilingual } from '../../server/site-settings.js';
import { readObjectPart, WEBSITE_PART } from './parts.js';
import { cleanWebsite } from '../../content/content-cleaning.js';
import { ApiError } from '../../server/api-error.js';
import { CODE_REFUSED_MESSAGE } from '../../../domain/admin/permissions.js';

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
  await saveVersionedPart(store, WEBSITE_PART, cleanWebsite(withWebsiteSettings(part.value, form)), { expectedVersion, savedBy });
  return websiteView(store);
}
