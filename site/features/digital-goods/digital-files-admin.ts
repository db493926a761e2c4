/**
 * The merchant's side of digital products: which products are digital and their files, uploading
 * one (the raw file, at most `DIGITAL_FILE_MAX_MB`, default 50), removing one, and re-sending a
 * paid order's links (fresh ones, emailed again).
 */
import { positiveSetting, type OrderView, type Store } from '../../db/index.js';
import { ApiError } from '../../edge/api-error.js';
import { readBodyBytes } from '../../edge/request-body.js';
import { kickMailer } from '../../mail/mailer.js';
import type { DigitalFile, DigitalProduct } from '../../../domain/admin/digital-files.js';
import { filesOfProduct, removeDigitalFile, storeDigitalFile } from './digital-files.js';
import { DIGITAL } from '../../../domain/enums/product-type.js';
import { issueDownloadLinks, orderDownloadLinks, type DownloadLinkView } from './download-links.js';

const maxBytes = (): number => positiveSetting(process.env['DIGITAL_FILE_MAX_MB'], 50) * 1024 * 1024;

export type { DigitalProduct };

export async function digitalProducts(store: Store): Promise<DigitalProduct[]> {
  const products = await store.db.selectFrom('products').select(['id', 'title']).where('product_type', '=', DIGITAL).orderBy('title').execute();
  return Promise.all(products.map(async (p) => ({ id: p.id, title: p.title, files: await filesOfProduct(store, p.id) })));
}

async function requireDigital(store: Store, productId: string): Promise<void> {
  const product = /^[A-Za-z0-9_-]{1,64}$/.test(productId)
    ? await store.db.selectFrom('products').select('product_type').where('id', '=', productId).executeTakeFirst()
    : undefined;
  if (product?.product_type !== DIGITAL) throw new ApiError(404, 'unknown-product', 'That is not a digital product of this shop.');
}

const invalid = (path: string, message: string) => new ApiError(400, 'invalid-upload', message, [{ path, message }]);

export async function uploadDigitalFile(store: Store, productId: string, request: Request): Promise<DigitalFile> {
  await requireDigital(store, productId);
  const name = (new URL(request.url).searchParams.get('filename') ?? '').trim();
  if (name === '' || name.length > 200 || /[\u0000-\u001f/\\]/.test(name)) throw invalid('filename', 'Give the file a name of at most 200 characters, without slashes.');
  const contentType = (request.headers.get('content-type') ?? '').split(';')[0]?.trim() || 'application/octet-stream';
  if (!/^[a-z0-9.+-]+\/[a-z0-9.+-]+$/i.test(contentType)) throw invalid('file', 'The file has no usable content type.');
  const limit = maxBytes();
  const bytes = await readBodyBytes(request, limit, () => new ApiError(413, 'file-too-large', `The file is too large (at most ${String(Math.round(limit / 1048576))} MB).`, [{ path: 'file', message: 'too large' }]));
  if (bytes.length === 0) throw invalid('file', 'The file is empty.');
  return storeDigitalFile(store, productId, { name, contentType, bytes });
}

export async function deleteDigitalFile(store: Store, productId: string, fileId: string): Promise<void> {
  await requireDigital(store, productId);
  if (!(await removeDigitalFile(store, productId, fileId))) throw new ApiError(404, 'unknown-file', 'That file does not exist.');
}

export async function resendDownloads(store: Store, order: OrderView): Promise<{ links: DownloadLinkView[] }> {
  if (order.status !== 'paid' && order.status !== 'fulfilled') throw new ApiError(409, 'order-unpaid', 'Download links are sent once the order is paid.');
  const made = await issueDownloadLinks(store, order, { fresh: true });
  if (made === 0) throw new ApiError(409, 'no-downloads', 'This order bought no downloadable file (or the server has no DOWNLOAD_LINK_SECRET).');
  kickMailer();
  return { links: await orderDownloadLinks(store, order) };
}
