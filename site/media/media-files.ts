import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ImageSource } from './image-variant.js';
import { currentMediaSettings } from './media-settings.js';

export const contentHash = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

/** Where an original is kept: named by its content hash, so equal uploads share one file. */
export function originalPath(hash: string): string {
  if (!/^[0-9a-f]{64}$/.test(hash)) throw new Error('not a content hash');
  return join(currentMediaSettings().dir, 'originals', hash);
}

/** Writes the original unless a file with that content is already there. */
export async function keepOriginal(hash: string, bytes: Buffer): Promise<void> {
  const file = originalPath(hash);
  const exists = await stat(file).then(() => true, () => false);
  if (exists) return;
  await mkdir(join(currentMediaSettings().dir, 'originals'), { recursive: true });
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, bytes);
  await rename(temporary, file);
}

export const readOriginal = (hash: string): Promise<Buffer> => readFile(originalPath(hash));

export async function removeOriginal(hash: string): Promise<void> {
  await rm(originalPath(hash), { force: true });
}

/** The source an upload's resized copies are made from: its original, keyed by its content hash. */
export const originalSource = (row: { hash: string; content_type: string }): ImageSource => ({ key: `media:${row.hash}`, contentType: row.content_type, read: () => readOriginal(row.hash) });
