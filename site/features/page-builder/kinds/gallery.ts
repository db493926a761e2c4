/**
 * Gallery block (variants slideshow, carousel, grid, stack): images of the media library (by id,
 * their URL and sizes kept beside the layout when it is saved: check-layout.ts) with alt text,
 * drawn with seed 001's gallery settings (defaults, ranges and the design rules of
 * domain/gallery/). The variant is the design: slideshow → slideshow, carousel → slider, grid →
 * grid, stack → stacked. Grid and stack are static; slideshow and carousel scroll without script
 * and the template's small script adds the controls, autoplay and lightbox. Which settings apply
 * to which design: domain/gallery/applies.ts; the caption's parts: domain/gallery/caption.ts; how it is drawn (captions over the image, new-tab links, script):
 * domain/gallery/display.ts, shared with the gallery collection page.
 */
import { z } from 'zod';
import { galleryDisplay } from '../../../../domain/gallery/display.js';
import { effectiveGallerySettings } from '../../../../domain/gallery/effective.js';
import { designOfVariant, galleryStart } from '../../../../domain/layout/block-defaults.js';
import { validateGallerySettings } from '../../../../domain/gallery/validate.js';
import { gallerySettingName } from '../../../../domain/gallery/labels.js';
import { GALLERY_SETTINGS, type GallerySettingName } from '../../../../domain/gallery/settings.js';
import type { JsonObject } from '../../../../domain/json-object.js';
import { MEDIA_ID } from '../../../../domain/layout/layout-media.js';
import type { LiveBlockDefinition } from './live-block.js';
import { optionalText, text } from './settings-fields.js';

/** Seed 001 §9: photo galleries hold at most 50 images. */
export const MAX_GALLERY_IMAGES = 50;

export { designOfVariant };

const imageSchema = z
  .object({
    mediaId: z.string({ required_error: 'Choose an image.', invalid_type_error: 'Choose an image.' }).regex(MEDIA_ID, 'Choose an image.'),
    alt: text('The alt text', 500),
    title: optionalText('The title', 200),
    description: optionalText('The description', 1000),
  })
  .strict();

const isSettingName = (name: string): name is GallerySettingName => Object.hasOwn(GALLERY_SETTINGS, name);

/**
 * The gallery settings as stored: any of seed 001's settings, each checked by domain/gallery, its
 * message at the setting's path and starting with the name the editor's panel gives it.
 */
const gallerySettings = z.record(z.unknown(), { invalid_type_error: 'The gallery settings must be an object.' }).superRefine((value, ctx) => {
  const result = validateGallerySettings(value);
  if (result.ok) return;
  for (const error of result.errors) {
    const name = error.split(' ')[0] ?? '';
    const message = isSettingName(name) ? `${gallerySettingName(name)}${error.slice(name.length)}` : error;
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: `${message}.`, path: [name] });
  }
});

export const gallerySchema = z
  .object({
    images: z.array(imageSchema, { required_error: 'The images are required.', invalid_type_error: 'The images must be a list.' }).max(MAX_GALLERY_IMAGES, `A gallery holds at most ${String(MAX_GALLERY_IMAGES)} images.`),
    gallery: gallerySettings,
  })
  .strict();

export type GalleryBlockSettings = z.output<typeof gallerySchema>;

export const galleryBlock: LiveBlockDefinition<GalleryBlockSettings> = {
  kind: 'gallery',
  settings: gallerySchema as z.ZodType<GalleryBlockSettings>,
  defaults(variant) {
    return galleryStart(variant);
  },
  data(settings, env, block) {
    const options = effectiveGallerySettings({ ...settings.gallery, design: designOfVariant(block.variant) });
    // An image the layout's media no longer holds (removed from the library) is left out.
    const shown = settings.images.flatMap((image) => {
      const facts = env.media?.[image.mediaId];
      return facts ? [{ image, facts }] : [];
    });
    const images = shown.map(({ image, facts }, index): JsonObject => ({
      assetUrl: facts.assetUrl,
      originalSize: facts.originalSize,
      systemDataVariants: facts.systemDataVariants,
      alt: image.alt,
      anchor: `${block.id}-image-${String(index + 1)}`,
      position: index + 1,
      ...(image.title ? { title: image.title } : {}),
      ...(image.description ? { description: image.description } : {}),
    }));
    // Grid and stack without a lightbox are plain markup: no script on the page (display.ts).
    const { caption, overlay, newTab, interactive } = galleryDisplay(options);
    // Each image links to its full size when the lightbox opens it or when links open a new tab.
    const linked = options.lightbox || options.newWindow;
    return { options, images, count: images.length, interactive, linked, overlay, newTab, caption: { ...caption } };
  },
};
