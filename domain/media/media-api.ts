/** The media library's calls: the list's filter and the alt text change, checked by the server and the screen alike. */
import { z } from 'zod';
import { MAX_ALT_TEXT, MEDIA_KINDS, type MediaKind } from './media.js';

export const MEDIA_KIND_MESSAGE = `kind must be one of: ${MEDIA_KINDS.join(', ')}.`;

/** `GET /api/admin/media?kind=image|audio`: no kind lists every file. */
export const mediaListQuery = z.object({
  kind: z
    .string()
    .refine((value): value is MediaKind => (MEDIA_KINDS as readonly string[]).includes(value), { message: MEDIA_KIND_MESSAGE })
    .optional(),
});

/** `PUT /api/admin/media/<id>`: the text read out in place of an image. */
export const mediaAltTextSchema = z.object({
  altText: z.string({ required_error: 'altText is required.', invalid_type_error: 'altText must be text.' }).trim().max(MAX_ALT_TEXT, `Alt text must be at most ${String(MAX_ALT_TEXT)} characters.`),
});
export type MediaAltText = z.infer<typeof mediaAltTextSchema>;
