import type { GallerySettings } from './settings.js';

/** What an image's caption holds: its title, and under it its description. */
export interface GalleryCaption {
  readonly title: boolean;
  readonly description: boolean;
}

/**
 * The caption settings of seed 001 as one rule:
 * - show-meta-basic ("Show title and description") is the caption at all: off, neither is shown;
 * - show-meta ("Show image details") is what the caption adds to the title, the description;
 * - show-meta-only-title ("Show the title only") keeps the title alone whatever show-meta says.
 * An image without a title has no caption (templates/blocks/gallery.block).
 */
export function galleryCaption(settings: Pick<GallerySettings, 'show-meta-basic' | 'show-meta' | 'show-meta-only-title'>): GalleryCaption {
  const title = settings['show-meta-basic'];
  return { title, description: title && settings['show-meta'] && !settings['show-meta-only-title'] };
}
