/** A collection's own settings as the owner edits them, and a new collection as the owner creates it. */
import { z } from 'zod';
import { optionalText, title, topUrlId } from './fields.js';
import { MESSAGES } from './limits.js';

export const collectionSettingsSchema = z
  .object({
    title,
    urlId: topUrlId,
    description: optionalText(2000, 'The description'),
  })
  .strict();

export type CollectionSettings = z.output<typeof collectionSettingsSchema>;

/** A collection type names a `collections/<type>.conf` of the site folder (the server checks which exist). */
const typeName = z
  .string({ required_error: 'Please choose a kind of collection.', invalid_type_error: 'Please choose a kind of collection.' })
  .trim()
  .min(1, 'Please choose a kind of collection.')
  .max(40)
  .superRefine((value, ctx) => {
    if (!/^[a-z][a-z0-9-]*$/.test(value)) ctx.addIssue({ code: 'custom', message: MESSAGES.option(value) });
  });

export const newCollectionSchema = z.object({ title, urlId: topUrlId, typeName }).strict();

export type NewCollection = z.output<typeof newCollectionSchema>;

/** A kind of collection the site folder has templates for, as the create form offers it. */
export interface CollectionType {
  typeName: string;
  /** The conf's title ("Blog"), else the type name. */
  title: string;
}
