/**
 * The header and footer code of every page, in the versioned part `site-header-footer`
 * (`{ header: { code }, footer: { code } }`, the shape `PUT /api/site-header-footer` takes; other
 * keys of each section kept): read, saved on a version, its saved versions listed, one read back
 * for comparing, and restored as a new version.
 */
import { savedVersions, type CodeHistoryView } from '../../../domain/admin/content/code-history.js';
import { codeInjectionOf, type CodeInjection } from '../../../domain/admin/content/code-injection.js';
import type { CodeInjectionView } from '../../../domain/admin/content/views.js';
import { isJsonObject } from '../../../domain/json-object.js';
import { listPartHistory, readPartVersion, restorePartVersion, type Store } from '../../db/index.js';
import { HEADER_FOOTER_KEY, readHeaderFooterVersioned, saveHeaderFooter } from '../../server/site-settings.js';

export async function codeInjectionView(store: Store): Promise<CodeInjectionView> {
  const { value, version, updated } = await readHeaderFooterVersioned(store);
  return { value: codeInjectionOf(value), version, updated };
}

export async function saveCodeInjection(store: Store, input: CodeInjection, expectedVersion: number, savedBy: string): Promise<CodeInjectionView> {
  const { value: stored } = await readHeaderFooterVersioned(store);
  const section = (old: unknown, code: string) => ({ ...(isJsonObject(old) ? old : {}), code });
  await saveHeaderFooter(store, { header: section(stored.header, input.header), footer: section(stored.footer, input.footer) }, expectedVersion, savedBy);
  return codeInjectionView(store);
}

export async function codeInjectionHistory(store: Store): Promise<CodeHistoryView> {
  const current = await readHeaderFooterVersioned(store);
  return { versions: savedVersions(current, await listPartHistory(store, HEADER_FOOTER_KEY)) };
}

/** A kept version's code (404 `unknown-version` when it is not kept). */
export async function codeInjectionVersion(store: Store, version: number): Promise<{ version: number; value: CodeInjection }> {
  return { version, value: codeInjectionOf(await readPartVersion(store, HEADER_FOOTER_KEY, version)) };
}

/** Saves a kept version again as the newest (409 when the code changed since `expectedVersion`). */
export async function restoreCodeInjection(store: Store, version: number, expectedVersion: number, savedBy: string): Promise<CodeInjectionView> {
  await restorePartVersion(store, HEADER_FOOTER_KEY, version, { expectedVersion, savedBy });
  return codeInjectionView(store);
}
