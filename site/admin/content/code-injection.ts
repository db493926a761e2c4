/**
 * The header and footer code of every page, stored as the `site-header-footer` setting
 * (`{ header: { code }, footer: { code } }`, the shape `PUT /api/site-header-footer` takes),
 * versioned by the time it was written.
 */
import { codeInjectionOf, type CodeInjection } from '../../../domain/admin/content/code-injection.js';
import type { CodeInjectionView } from '../../../domain/admin/content/views.js';
import { isJsonObject } from '../../../domain/json-object.js';
import type { Store } from '../../db/index.js';
import { readSettingVersioned, saveSettingVersioned } from '../../db/versioned-setting.js';
import { HEADER_FOOTER_KEY } from '../../server/site-settings.js';

export async function codeInjectionView(store: Store): Promise<CodeInjectionView> {
  const { value, version } = await readSettingVersioned(store, HEADER_FOOTER_KEY);
  return { value: codeInjectionOf(value), version, updated: version };
}

export async function saveCodeInjection(store: Store, input: CodeInjection, expectedVersion: number): Promise<CodeInjectionView> {
  const { value } = await readSettingVersioned(store, HEADER_FOOTER_KEY);
  const stored = isJsonObject(value) ? value : {};
  const section = (old: unknown, code: string) => ({ ...(isJsonObject(old) ? old : {}), code });
  await saveSettingVersioned(store, HEADER_FOOTER_KEY, { ...stored, header: section(stored['header'], input.header), footer: section(stored['footer'], input.footer) }, expectedVersion);
  return codeInjectionView(store);
}
