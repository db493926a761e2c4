import { z } from 'zod';
import { defineBlock } from '../block-definition.js';
import { MEDIA_ID } from '../../../../domain/layout/layout-media.js';
import { linkData, optionalLinkFields, plainText } from './kind-fields.js';

const focal = z.number({ invalid_type_error: 'A focal point is a number from 0 to 1.' }).min(0, 'A focal point is a number from 0 to 1.').max(1, 'A focal point is a number from 0 to 1.');

const settings = z
  .object({
    mediaId: z.string({ required_error: 'Choose an image.', invalid_type_error: 'Choose an image.' }).regex(MEDIA_ID, 'Choose an image.'),
    alt: plainText('The alt text', 500),
    focalX: focal,
    focalY: focal,
    ...optionalLinkFields,
    title: plainText('The title', 200).optional(),
    caption: plainText('The caption', 2000).optional(),
  })
  .strict();

/**
 * An image of the media library, in one of the layouts of seed 001 (inline, poster, card, overlap,
 * collage, stack): its every stored width (`image-srcset`), alt text, focal point (the layout's
 * stylesheet sets `object-position`), an optional link, title and caption.
 */
export const imageBlock = defineBlock({
  kind: 'image',
  settings,
  defaults: () => ({ mediaId: '', alt: '', focalX: 0.5, focalY: 0.5 }),
  data: (s, env) => {
    const facts = env.media?.[s.mediaId];
    return {
      ...(facts ? { image: { assetUrl: facts.assetUrl, originalSize: facts.originalSize, systemDataVariants: facts.systemDataVariants } } : {}),
      alt: s.alt,
      ...linkData(s),
      ...(s.title ? { title: s.title } : {}),
      ...(s.caption ? { caption: s.caption } : {}),
    };
  },
});
