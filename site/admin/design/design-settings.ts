/**
 * The owner's design values as the admin reads and saves them: the versioned content part
 * `design` (with history; 0 and the folder's defaults before the first save). A save names the
 * version it was based on (409 when someone saved in between) and is checked against the folder's
 * tweaks (400 naming each wrong value); nothing already stored is lost by a refused save. The
 * saved part changes the content's version, so kept pages and the stylesheet's address follow.
 */
import { DESIGN_PART, checkDesignValues, type TweakValue } from '../../../domain/design/tweaks.js';
import type { DesignHistoryEntry, DesignState } from '../../../domain/design/design-api.js';
import { listPartHistory, readPartVersion, readVersionedPart, saveVersionedPart, type Store } from '../../db/index.js';
import { isWarning } from '../../folder/folder-error.js';
import { siteRuntime, type SiteRuntime } from '../../pipeline/site-runtime.js';
import { ApiError } from '../../edge/api-error.js';

export const DESIGN_INVALID_MESSAGE = 'Some design settings are not valid; nothing was saved.';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The folder's tweak problems (file, line, column), for the screen. */
function tweakWarnings(site: SiteRuntime): DesignState['warnings'] {
  return site.errors.filter((e) => isWarning(e) && e.code?.startsWith('tweak-')).map(({ file, line, column, message }) => ({ file, line, column, message }));
}

/** The stored values that still fit the folder's tweaks. */
function storedValues(site: SiteRuntime, stored: unknown): Record<string, TweakValue> {
  return checkDesignValues(site.tweaks, isRecord(stored) ? stored : {}).values;
}

export async function readDesign(store: Store): Promise<DesignState> {
  const [site, part] = await Promise.all([siteRuntime(), readVersionedPart(store, DESIGN_PART)]);
  return { tweaks: site.tweaks, values: storedValues(site, part?.value), version: part?.version ?? 0, warnings: tweakWarnings(site) };
}

/** The values checked against the folder's tweaks; 400 naming every wrong one. */
export async function checkedValues(values: Readonly<Record<string, unknown>>): Promise<Record<string, TweakValue>> {
  const site = await siteRuntime();
  const checked = checkDesignValues(site.tweaks, values);
  if (checked.issues.length > 0) throw new ApiError(400, 'invalid-design', DESIGN_INVALID_MESSAGE, checked.issues);
  return checked.values;
}

/** Saves the values (`{}`: the folder's defaults); 400 when one is wrong, 409 when stale. */
export async function saveDesign(store: Store, values: Readonly<Record<string, unknown>>, expectedVersion: number, savedBy: string): Promise<DesignState> {
  const checked = await checkedValues(values);
  await saveVersionedPart(store, DESIGN_PART, checked, { expectedVersion, savedBy });
  return readDesign(store);
}

export async function designHistory(store: Store): Promise<DesignHistoryEntry[]> {
  return listPartHistory(store, DESIGN_PART);
}

/** Saves a kept version again as the newest (its values checked against the folder as it is now; 404 when not kept, 409 when stale). */
export async function restoreDesign(store: Store, version: number, expectedVersion: number, savedBy: string): Promise<DesignState> {
  const value = await readPartVersion(store, DESIGN_PART, version);
  const site = await siteRuntime();
  await saveVersionedPart(store, DESIGN_PART, storedValues(site, value), { expectedVersion, savedBy });
  return readDesign(store);
}
