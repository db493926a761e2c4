/** What an upload is: an image (resized for srcset) or an audio file (served as it is). */
export type MediaKind = 'image' | 'audio';

/** An uploaded file as the admin lists it. */
export interface MediaItem {
  id: string;
  kind: MediaKind;
  filename: string;
  contentType: string;
  /** Pixels of an image; 0 for an audio file. */
  width: number;
  height: number;
  bytes: number;
  created: number;
  altText: string;
  /** Where the site serves it: `/media/<id>/<filename>`. */
  url: string;
}

/** The editor counts 1,000,000 bytes per megabyte (spec 001 §9). */
export const EDITOR_MEGABYTE = 1_000_000;

/** `bytes` as a person reads a file size (1,000,000 bytes a megabyte, as the editor counts). */
export const fileSizeText = (bytes: number): string => (bytes >= EDITOR_MEGABYTE ? `${(bytes / EDITOR_MEGABYTE).toFixed(1)} MB` : `${String(Math.max(1, Math.round(bytes / 1000)))} KB`);

/** The largest upload accepted: 20 MB as the editor counts them. */
export const MAX_MEDIA_BYTES = 20 * EDITOR_MEGABYTE;

/** `bytes` as the editor names a size: whole megabytes of 1,000,000 bytes. */
export const editorMegabytes = (bytes: number): string => `${String(Math.round(bytes / EDITOR_MEGABYTE))} MB`;

/** The editor's upload messages (spec 001 §5), naming the file as the owner chose it. */
export const UPLOAD_MESSAGES = {
  unsupported: (fileName: string): string => `The file ${fileName} does not appear to be a supported file.`,
  tooLarge: (fileName: string, maxBytes: number = MAX_MEDIA_BYTES): string => `The file ${fileName} is too large (the maximum size is ${editorMegabytes(maxBytes)}).`,
  /** The server could not be reached (spec 001 §8). */
  unableToUpload: 'Unable to Upload File. There was a problem while uploading your file.',
  /** The server answered a failure without saying why (spec 001 §8). */
  failedToComplete: 'File upload failed to complete.',
} as const;

/** The name an upload's messages give a file: its base name as sent, shortened, or "image". */
export function uploadedFileName(given: string | null | undefined): string {
  const base = (given ?? '').split(/[\\/]/).pop()?.replace(/[\u0000-\u001f\u007f]/g, '').trim() ?? '';
  return base === '' ? 'image' : base.length > 120 ? `${base.slice(0, 119)}…` : base;
}

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

/** The audio formats accepted (recognised by their bytes, site/media/sniff-audio.ts), by content type. */
export const AUDIO_TYPES = ['audio/mpeg', 'audio/ogg', 'audio/wav', 'audio/mp4', 'audio/aac', 'audio/flac'] as const;
export type AudioType = (typeof AUDIO_TYPES)[number];

export const ACCEPTED_AUDIO_NAMES = 'MP3, OGG, WAV, M4A, AAC or FLAC';

/** The short name of each audio type, as the admin lists a file (`audio/mpeg` → MP3). */
export const AUDIO_TYPE_NAMES: Readonly<Record<AudioType, string>> = { 'audio/mpeg': 'MP3', 'audio/ogg': 'OGG', 'audio/wav': 'WAV', 'audio/mp4': 'M4A', 'audio/aac': 'AAC', 'audio/flac': 'FLAC' };

/** What a file input of each kind offers to choose (the server decides by the bytes). */
export const MEDIA_INPUT_ACCEPT: Readonly<Record<MediaKind, string>> = {
  image: 'image/*',
  audio: 'audio/*,.mp3,.ogg,.oga,.wav,.m4a,.aac,.flac',
};

/** The kinds, as `?kind=` names them. */
export const MEDIA_KINDS: readonly MediaKind[] = ['image', 'audio'];

/** The kind an upload must be, from `?kind=` (anything else is no restriction). */
export const mediaKindOf = (value: string | null | undefined): MediaKind | undefined => (value === 'image' || value === 'audio' ? value : undefined);

const EXTENSIONS: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
  'audio/mpeg': 'mp3',
  'audio/ogg': 'ogg',
  'audio/wav': 'wav',
  'audio/mp4': 'm4a',
  'audio/aac': 'aac',
  'audio/flac': 'flac',
};

/**
 * A file name safe in a URL path: letters, digits, `-`, `_` and one extension matching the
 * content type (the uploaded name is only a label; the content decides the type).
 */
export function mediaFilename(given: string, contentType: string): string {
  const base = (given.split(/[\\/]/).pop() ?? '').replace(/\.[^.]*$/, '').normalize('NFKD').replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 80);
  return `${base || (contentType.startsWith('audio/') ? 'audio' : 'image')}.${EXTENSIONS[contentType] ?? 'bin'}`;
}

export function mediaUrl(id: string, filename: string): string {
  return `/media/${id}/${filename}`;
}

/** The media id of a `/media/<id>/…` URL, or undefined. */
export function mediaIdOf(url: string): string | undefined {
  return /^\/media\/([A-Za-z0-9_-]{1,64})\//.exec(url)?.[1];
}
