/** A page as the owner edits it: its settings, its block fields' HTML and its other texts. */
import { z } from 'zod';
import { optionalText, title, topUrlId } from './fields.js';

const key = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'A field name must be 1 to 64 letters, digits, "-" or "_".');

export const pageSchema = z
  .object({
    title,
    urlId: topUrlId,
    description: optionalText(2000, 'The description'),
    /** `pages/<template>.page` of the site folder. */
    template: z.string().regex(/^[A-Za-z0-9_-]+$/, 'Choose a page template.'),
    /** Block field id → stored HTML. */
    blockFields: z.record(key, z.string().max(200_000, 'A block may be at most 200000 characters.')),
    /** The page's other text values (its intro, announcement…), by key. */
    texts: z.record(key, z.string().max(20_000, 'A text may be at most 20000 characters.')),
    /** A cover page (page type 3): its published slide is the whole page, without the site's layout. */
    cover: z.boolean({ invalid_type_error: 'Cover page is yes or no.' }).optional(),
  })
  .strict();

export type PageInput = z.output<typeof pageSchema>;
