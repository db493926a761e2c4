import { z } from 'astro/zod';
import { getSetting, putSetting, type Store } from '../db/index.js';

/** Setting names in the store. */
export const HEADER_FOOTER_KEY = 'site-header-footer';
export const MULTILINGUAL_KEY = 'multilingual';

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

export async function readHeaderFooter(store: Store): Promise<HeaderFooter> {
  const stored = headerFooterBody.safeParse(await getSetting(store, HEADER_FOOTER_KEY));
  return stored.success ? stored.data : EMPTY_HEADER_FOOTER;
}

export const writeHeaderFooter = (store: Store, value: HeaderFooter): Promise<void> => putSetting(store, HEADER_FOOTER_KEY, value);

export async function readMultilingual(store: Store): Promise<Multilingual> {
  const stored = (await getSetting(store, MULTILINGUAL_KEY)) as Partial<Multilingual> | undefined;
  if (!stored || typeof stored !== 'object' || !Array.isArray(stored.languages)) return DISCONNECTED;
  return { ...DISCONNECTED, ...stored };
}

export const writeMultilingual = (store: Store, value: Multilingual): Promise<void> => putSetting(store, MULTILINGUAL_KEY, value);

/** What the disconnection leaves: no languages, not connected. */
export const disconnected = (): Multilingual => ({ ...DISCONNECTED, updatedAt: Date.now() });
