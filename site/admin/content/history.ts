/**
 * The kept versions of a content part, and restoring one (itself a versioned save). A restored
 * version is stored with its rich text cleaned, and restoring the website settings with another ad
 * pixel script address is a code change (403 to a role that may not write code).
 */
import type { HistoryView } from '../../../domain/admin/content/views.js';
import { websiteSettingsOf } from '../../../domain/admin/content/website.js';
import { CODE_REFUSED_MESSAGE } from '../../../domain/admin/permissions.js';
import { isJsonObject } from '../../../domain/json-object.js';
import { listPartHistory, readPartVersion, readVersionedPart, saveVersionedPart, type Store } from '../../db/index.js';
import { cleanContentPart } from '../../content/content-cleaning.js';
import { ApiError } from '../../edge/api-error.js';
import { isEditablePart } from './parts.js';
import { WEBSITE_PART } from '../../../domain/content/website-settings.js';

function checkedPart(part: string): string {
  if (!isEditablePart(part)) throw new ApiError(400, 'invalid-input', `${part} is not a content part.`, [{ path: 'part', message: `${part} is not a content part.` }]);
  return part;
}

export async function historyView(store: Store, part: string): Promise<HistoryView> {
  return { part, entries: await listPartHistory(store, checkedPart(part)) };
}

const scriptOf = (website: unknown): string => (isJsonObject(website) ? websiteSettingsOf(website).adPixelScriptUrl ?? '' : '');

export async function restoreVersion(
  store: Store, part: string, version: number, expectedVersion: number, savedBy: string, mayWriteCode: boolean,
): Promise<{ part: string; version: number }> {
  checkedPart(part);
  const current = await readVersionedPart(store, part);
  if (!current && expectedVersion !== 0) throw new ApiError(404, 'unknown-part', 'That content does not exist.');
  const kept = await readPartVersion(store, part, version);
  if (part === WEBSITE_PART && !mayWriteCode && scriptOf(kept) !== scriptOf(current?.value)) {
    throw new ApiError(403, 'code-forbidden', CODE_REFUSED_MESSAGE);
  }
  const saved = await saveVersionedPart(store, part, cleanContentPart(part, kept), { expectedVersion, savedBy });
  return { part, version: saved.version };
}
