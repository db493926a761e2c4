/** The gallery screen's calls: shapes shared by the form and the server. */
import { z } from 'zod';
import { gallerySettingsSchema } from '../gallery/schema.js';
import type { GallerySettings } from '../gallery/settings.js';
import { MAX_ALT_TEXT } from '../media/media.js';
import { MESSAGES, ORDERABLE_ITEMS_MAX } from './content/limits.js';

/** The most images a gallery keeps (the editor's limit for orderable collections). */
export const MAX_GALLERY_ITEMS = ORDERABLE_ITEMS_MAX;

export interface GallerySummary {
  id: string;
  title: string;
  fullUrl: string;
  imageCount: number;
  version: number;
}

export interface GalleryImage {
  id: string;
  title: string;
  description: string;
  altText: string;
  assetUrl: string;
  originalSize: string;
}

export interface GalleryDetail extends GallerySummary {
  settings: GallerySettings;
  images: GalleryImage[];
}

const text = (name: string, max: number) => z.string({ required_error: `${name} is required` }).max(max, `${name} must be at most ${max} characters`);

/** An image as saved: an existing one by `id`, or a new one by the `/media/…` URL of an upload. */
export const galleryImageInput = z
  .object({
    id: z.string().max(64).optional(),
    mediaUrl: z.string().max(300).optional(),
    title: text('title', 200).refine((t) => t.trim() !== '', 'title must not be empty'),
    description: text('description', 2000),
    altText: text('altText', MAX_ALT_TEXT),
  })
  .strict()
  .refine((image) => (image.id === undefined) !== (image.mediaUrl === undefined), { message: 'each image needs either its id or the mediaUrl of an upload' });

export const gallerySaveSchema = z
  .object({
    expectedVersion: z.number().int().min(1),
    settings: gallerySettingsSchema,
    images: z.array(galleryImageInput).max(MAX_GALLERY_ITEMS, MESSAGES.orderableItems),
  })
  .strict();

export type GallerySave = z.infer<typeof gallerySaveSchema>;
export type GalleryImageInput = z.infer<typeof galleryImageInput>;
