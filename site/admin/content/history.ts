/** The kept versions of a content part, and restoring one (itself a versioned save). */
import type { HistoryView } from '../../../domain/admin/content/views.js';
import { listPartHistory, readVersionedPart, restorePartVersion, type Store } from '../../db/index.js';
import { ApiError } from '../../server/api-error.js';
import { isEditablePart } from './parts.js';

function checkedPart(part: string): string {
  if (!isEditablePart(part)) throw new ApiError(400, 'invalid-input', `${part} is not a content part.`, [{ path: 'part', message: `${part} is not a content part.` }]);
  return part;
}

export async function historyView(store: Store, part: string): Promise<HistoryView> {
  return { part, entries: await listPartHistory(store, checkedPart(part)) };
}

export async function restoreVersion(store: Store, part: string, version: number, expectedVersion: number, savedBy: string): Promise<{ part: string; version: number }> {
  checkedPart(part);
  if (!(await readVersionedPart(store, part)) && expectedVersion !== 0) throw new ApiError(404, 'unknown-part', 'That content does not exist.');
  const saved = await restorePartVersion(store, part, version, { expectedVersion, savedBy });
  return { part, version: saved.version };
}
