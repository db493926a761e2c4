/** An uploaded image as the admin lists it. */
export interface MediaItem {
  id: string;
  filename: string;
  contentType: string;
  width: number;
  height: number;
  bytes: number;
  created: number;
  altText: string;
  /** Where the site serves it: `/media/<id>/<filename>`. */
  url: string;
}

/** The largest upload accepted. */
export const MAX_MEDIA_BYTES = 20 * 1024 * 1024;

/** The longest alt text kept. */
export const MAX_ALT_TEXT = 500;

/** The image formats accepted, by what sharp's metadata calls them, with their content type. */
export const MEDIA_TYPES: Readonly<Record<string, string>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
};

export const ACCEPTED_MEDIA_NAMES = 'JPEG, PNG, WebP, GIF or AVIF';

const EXTENSIONS: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
};

/**
 * A file name safe in a URL path: letters, digits, `-`, `_` and one extension matching the
 * content type (the uploaded name is only a label; the content decides the type).
 */
export function mediaFilename(given: string, contentType: string): string {
  const base = (given.split(/[\\/]/).pop() ?? '').replace(/\.[^.]*$/, '').normalize('NFKD').replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 80);
  return `${base || 'image'}.${EXTENSIONS[contentType] ?? 'bin'}`;
}

export function mediaUrl(id: string, filename: string): string {
  return `/media/${id}/${filename}`;
}

/** The media id of a `/media/<id>/…` URL, or undefined. */
export function mediaIdOf(url: string): string | undefined {
  return /^\/media\/([A-Za-z0-9_-]{1,64})\//.exec(url)?.[1];
}
