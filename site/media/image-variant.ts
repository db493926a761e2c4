/**
 * Resized copies of an image at one of the srcset widths, made by sharp and kept on disk: a copy
 * is made once, by at most `concurrency` resizes at a time (more waiting is refused, so a flood
 * of distinct sizes cannot starve the server), never wider than the original; the copies on disk
 * stay within `MEDIA_CACHE_MAX_MB` (size-cache.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from './sharp.js';
import { WorkQueue } from '../db/index.js';
import { currentMediaSettings } from './media-settings.js';
import { keptCopy, servedCopy } from './size-cache.js';

export interface ImageSource {
  /** Changes whenever the original's bytes do (a content hash, or path + size + mtime). */
  key: string;
  contentType: string;
  read(): Promise<Buffer>;
}

export interface ImageBody {
  body: Buffer;
  contentType: string;
  etag: string;
  /** The copy was on disk already (made earlier, e.g. by warm-sizes.ts), not made for this request. */
  cached?: boolean;
}

const OUTPUTS: Readonly<Record<string, keyof sharp.FormatEnum>> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
};

let queue: WorkQueue | undefined;
const inFlight = new Map<string, Promise<ImageBody>>();

function resizeQueue(): WorkQueue {
  const settings = currentMediaSettings();
  queue ??= new WorkQueue('image resizing', settings.concurrency, settings.maxWaiting);
  return queue;
}

const digest = (text: string): string => createHash('sha256').update(text).digest('hex').slice(0, 32);

/** WebP when the browser takes it (cheap to encode, smaller), else the original's format. */
export function outputType(source: ImageSource, accept: string | null): string {
  if (source.contentType !== 'image/gif' && /\bimage\/webp\b/.test(accept ?? '')) return 'image/webp';
  return OUTPUTS[source.contentType] ? source.contentType : 'image/png';
}

const variantId = (source: ImageSource, width: number, type: string): string => digest(`${source.key}|${width}|${type}`);

/** The ETag of the original (width undefined) or of a resized copy, known before any work. */
export function imageEtag(source: ImageSource, width: number | undefined, accept: string | null): string {
  return `"${width === undefined ? digest(source.key) : variantId(source, width, outputType(source, accept))}"`;
}

/** The original as served: its ETag follows its key. */
export async function originalImage(source: ImageSource): Promise<ImageBody> {
  return { body: await source.read(), contentType: source.contentType, etag: imageEtag(source, undefined, null) };
}

/** The image `width` pixels wide (or the original's width when smaller), from the disk cache or made now. */
export async function resizedImage(source: ImageSource, width: number, accept: string | null): Promise<ImageBody> {
  const type = outputType(source, accept);
  const id = variantId(source, width, type);
  const etag = `"${id}"`;
  const settings = currentMediaSettings();
  const folder = join(settings.dir, 'sizes');
  const file = join(folder, `${id}.${OUTPUTS[type] ?? 'img'}`);
  try {
    const body = await readFile(file);
    servedCopy(file);
    return { body, contentType: type, etag, cached: true };
  } catch {
    // not made yet
  }
  let pending = inFlight.get(id);
  if (pending === undefined) {
    pending = resizeQueue()
      .run(async () => {
        const input = await source.read();
        const body = await sharp(input, { limitInputPixels: settings.maxInputPixels })
          .rotate()
          .resize({ width, withoutEnlargement: true })
          .toFormat(OUTPUTS[type] ?? 'png')
          .toBuffer();
        await mkdir(folder, { recursive: true });
        const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
        await writeFile(temporary, body);
        await rename(temporary, file);
        await keptCopy(folder, body.length, settings.maxCacheBytes);
        return { body, contentType: type, etag };
      })
      .finally(() => inFlight.delete(id));
    inFlight.set(id, pending);
  }
  return pending;
}
