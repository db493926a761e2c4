/** A collection's own settings as the owner edits them. */
import { z } from 'zod';
import { optionalText, title, topUrlId } from './fields.js';

export const collectionSettingsSchema = z
  .object({
    title,
    urlId: topUrlId,
    description: optionalText(2000, 'The description'),
  })
  .strict();

export type CollectionSettings = z.output<typeof collectionSettingsSchema>;
