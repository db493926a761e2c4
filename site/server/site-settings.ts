import { z } from 'astro/zod';
import { getSetting, putSetting, readVersionedPart, saveVersionedPart, type Store } from '../db/index.js';
import { SETTING_KEYS } from '../../domain/content/website-settings.js';

/** Setting names in the store (the header/footer's is also its content part's name). */
export const HEADER_FOOTER_KEY = SETTING_KEYS.headerFooter;
export const MULTILINGUAL_KEY = SETTING_KEYS.multilingual;

const section = z.record(z.unknown(), { required_error: 'is required', invalid_type_error: 'must be an object' });

/** PUT /api/site-header-footer: header and footer, each an object (its shape is the site's). */
export const headerFooterBody = z.object({ header: section, footer: section }).strict();
export type HeaderFooter = z.output<typeof headerFooterBody>;

/** PUT /api/multilingual/languages: language tags (`en`, `fr-CA`…), unique, the first the default. */
export const languagesBody = z
  .object({
    languages: z
      .array(z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'must be a language tag such as en or fr-CA'), {
        required_error: 'is required',
        invalid_type_error: 'must be a list of language tags',
      })
      .min(1, 'at least one language')
      .max(50, 'at most 50 languages')
      .refine((list) => new Set(list).size === list.length, 'languages must not repeat'),
  })
  .strict();

export interface Multilingual {
  connected: boolean;
  languages: string[];
  defaultLanguage: string | null;
  updatedAt: number | null;
}

const EMPTY_HEADER_FOOTER: HeaderFooter = { header: {}, footer: {} };
const DISCONNECTED: Multilingual = { connected: false, languages: [], defaultLanguage: null, updatedAt: null };

/**
 * The header and footer live in the versioned content part `site-header-footer` (so each save
 * keeps the one it replaced); a site that stored them as a setting before still shows those until
 * the first save.
 */
export async function readHeaderFooterVersioned(store: Store): Promise<{ value: HeaderFooter; version: number; updated: number; legacy: boolean }> {
  const part = await readVersionedPart(store, HEADER_FOOTER_KEY);
  if (part) {
    const stored = headerFooterBody.safeParse(part.value);
    return { value: stored.success ? stored.data : EMPTY_HEADER_FOOTER, version: part.version, updated: part.updated, legacy: false };
  }
  const setting = headerFooterBody.safeParse(await getSetting(store, HEADER_FOOTER_KEY));
  return setting.success ? { value: setting.data, version: 0, updated: 0, legacy: true } : { value: EMPTY_HEADER_FOOTER, version: 0, updated: 0, legacy: false };
}

export async function readHeaderFooter(store: Store): Promise<HeaderFooter> {
  return (await readHeaderFooterVersioned(store)).value;
}

/**
 * Saves the header and footer as a new version based on `expectedVersion` (409 when stale). The
 * first save keeps what the site had before it (nothing, or the earlier setting) as version 1, so
 * every saved version has an author and a time in the history and the first one can be undone.
 */
export async function saveHeaderFooter(store: Store, value: HeaderFooter, expectedVersion: number, savedBy: string | undefined): Promise<number> {
  const current = await readHeaderFooterVersioned(store);
  let base = expectedVersion;
  if (current.version === 0 && expectedVersion === 0) {
    await saveVersionedPart(store, HEADER_FOOTER_KEY, current.value, { expectedVersion: 0 });
    base = 1;
  }
  const saved = await saveVersionedPart(store, HEADER_FOOTER_KEY, value, savedBy === undefined ? { expectedVersion: base } : { expectedVersion: base, savedBy });
  return saved.version;
}

/** `PUT /api/site-header-footer` names no version: it replaces whatever is stored. */
export async function writeHeaderFooter(store: Store, value: HeaderFooter, savedBy?: string): Promise<void> {
  const { version } = await readHeaderFooterVersioned(store);
  await saveHeaderFooter(store, value, version, savedBy);
}

export async function readMultilingual(store: Store): Promise<Multilingual> {
  const stored = (await getSetting(store, MULTILINGUAL_KEY)) as Partial<Multilingual> | undefined;
  if (!stored || typeof stored !== 'object' || !Array.isArray(stored.languages)) return DISCONNECTED;
  return { ...DISCONNECTED, ...stored };
}

export const writeMultilingual = (store: Store, value: Multilingual): Promise<void> => putSetting(store, MULTILINGUAL_KEY, value);

/** What the disconnection leaves: no languages, not connected. */
export const disconnected = (): Multilingual => ({ ...DISCONNECTED, updatedAt: Date.now() });
