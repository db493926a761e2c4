/** The gallery being edited: images in order (new ones by their upload's URL) and the settings. */
import type { GalleryDetail, GallerySave } from '../../../domain/admin/gallery.js';
import type { GallerySettings } from '../../../domain/gallery/settings.js';

export interface DraftImage {
  /** A stable React key: the item id, or the upload's URL for a new image. */
  key: string;
  id?: string;
  mediaUrl?: string;
  previewUrl: string;
  title: string;
  description: string;
  altText: string;
}

export interface GalleryDraft {
  settings: GallerySettings;
  images: DraftImage[];
}

export function draftOf(detail: GalleryDetail): GalleryDraft {
  return {
    settings: detail.settings,
    images: detail.images.map((image) => ({ key: image.id, id: image.id, previewUrl: image.assetUrl, title: image.title, description: image.description, altText: image.altText })),
  };
}

export function saveBody(draft: GalleryDraft, version: number): GallerySave {
  return {
    expectedVersion: version,
    settings: draft.settings,
    images: draft.images.map(({ id, mediaUrl, title, description, altText }) => ({ ...(id ? { id } : { mediaUrl }), title, description, altText })),
  };
}

export function moveImage(images: DraftImage[], from: number, to: number): DraftImage[] {
  if (to < 0 || to >= images.length) return images;
  const next = [...images];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
}

/** A small preview: the srcset's 300w for uploads and stored `/media/` images, the URL as is otherwise. */
export const thumbnailUrl = (url: string): string => (url.startsWith('/media/') ? `${url}?format=300w` : url);
