/**
 * A digital product's files: stored under `MEDIA_DIR/private/downloads/<sha256>` (beside the
 * media, outside `originals/` and `sizes/`, so no media or static URL reaches them), listed per
 * product, read back only by a valid download link.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { newId } from '../../db/ids.js';
import type { DigitalFile } from '../../../domain/admin/digital-files.js';
import type { Store } from '../../db/index.js';
import type { DigitalFileTable } from '../../db/schema.js';
import { currentMediaSettings } from '../../media/media-settings.js';

export type { DigitalFile };

const folder = (): string => join(currentMediaSettings().dir, 'private', 'downloads');
const pathOf = (hash: string): string => join(folder(), hash);

const toFile = (r: DigitalFileTable): DigitalFile => ({ id: r.id, productId: r.product_id, fileName: r.file_name, contentType: r.content_type, sizeBytes: r.size_bytes, created: Number(r.created_at) });

export async function storeDigitalFile(store: Store, productId: string, file: { name: string; contentType: string; bytes: Buffer }): Promise<DigitalFile> {
  const hash = createHash('sha256').update(file.bytes).digest('hex');
  await mkdir(folder(), { recursive: true });
  await writeFile(pathOf(hash), file.bytes);
  const row: DigitalFileTable = { id: newId(), product_id: productId, file_name: file.name, content_type: file.contentType, size_bytes: file.bytes.length, hash, created_at: Date.now() };
  await store.db.insertInto('digital_files').values(row).execute();
  return toFile(row);
}

export async function filesOfProduct(store: Store, productId: string): Promise<DigitalFile[]> {
  return (await store.db.selectFrom('digital_files').selectAll().where('product_id', '=', productId).orderBy('created_at').execute()).map(toFile);
}

export async function removeDigitalFile(store: Store, productId: string, fileId: string): Promise<boolean> {
  const result = await store.db.deleteFrom('digital_files').where('id', '=', fileId).where('product_id', '=', productId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function readDigitalFile(store: Store, fileId: string): Promise<{ file: DigitalFile; bytes: Buffer } | undefined> {
  const row = await store.db.selectFrom('digital_files').selectAll().where('id', '=', fileId).executeTakeFirst();
  if (!row) return undefined;
  return { file: toFile(row), bytes: await readFile(pathOf(row.hash)) };
}
