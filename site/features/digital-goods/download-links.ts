/**
 * The download links of a paid order: one per file of each digital product it bought, good for
 * `DOWNLOAD_LINK_DAYS` (default 7) and `DOWNLOAD_LIMIT` downloads (default 5). They are made when
 * the order is paid (checkout or the merchant marking it paid), shown on the confirmation page,
 * and emailed (kind `order-downloads`, the links in the payload's `token`, which the outbox
 * forgets once sent). Re-sending (the merchant) makes fresh links, the old ones stop, and emails
 * them again. A download counts against its link in one conditional update, so the limit holds
 * under concurrent requests.
 */
import { DIGITAL } from '../../../domain/enums/product-type.js';
import { orderNumberText } from '../../../domain/commerce/order-status.js';
import { newId } from '../../db/ids.js';
import { positiveSetting, type OrderView, type Store } from '../../db/index.js';
import { writeTransaction } from '../../db/transaction.js';
import { downloadSecret } from './download-secret.js';
import { checkDownload, signDownload } from './download-token.js';

export const DOWNLOADS_MAIL_KIND = 'order-downloads';
const DAY = 86_400_000;

export interface DownloadLinkView {
  fileName: string;
  url: string;
  expiresAt: number;
  downloadsLeft: number;
}

const settings = () => ({
  ttlMs: positiveSetting(process.env['DOWNLOAD_LINK_DAYS'], 7) * DAY,
  limit: positiveSetting(process.env['DOWNLOAD_LIMIT'], 5),
});

const paid = (order: OrderView): boolean => order.status === 'paid' || order.status === 'fulfilled';

/** The files the order's digital lines bought. */
async function filesOfOrder(store: Store, order: OrderView): Promise<{ id: string; file_name: string }[]> {
  const products = [...new Set(order.items.filter((l) => l.productType === DIGITAL).map((l) => l.itemId))];
  if (products.length === 0) return [];
  return store.db.selectFrom('digital_files').select(['id', 'file_name']).where('product_id', 'in', products).orderBy('created_at').execute();
}

/**
 * Makes the order's links (once; `fresh`: new ones replacing the old, as a re-send does) and
 * queues their email; answers how many links were made. Nothing without the signing secret.
 */
export async function issueDownloadLinks(store: Store, order: OrderView, options: { fresh?: boolean; now?: number } = {}): Promise<number> {
  if (!paid(order)) return 0;
  const secret = downloadSecret();
  const files = await filesOfOrder(store, order);
  if (files.length === 0) return 0;
  if (!secret) {
    console.error('[downloads] DOWNLOAD_LINK_SECRET is not set (32 characters or more): no download links were made for order', order.id);
    return 0;
  }
  const now = options.now ?? Date.now();
  const { ttlMs, limit } = settings();
  return writeTransaction(store, async (trx) => {
    const existing = await trx.selectFrom('download_links').select('id').where('order_id', '=', order.id).execute();
    if (existing.length > 0 && !options.fresh) return 0;
    if (options.fresh) await trx.updateTable('download_links').set({ expires_at: now }).where('order_id', '=', order.id).where('expires_at', '>', now).execute();
    const links = files.map((f) => ({ id: newId(), order_id: order.id, file_id: f.id, expires_at: now + ttlMs, max_downloads: limit, downloads: 0, created_at: now }));
    await trx.insertInto('download_links').values(links).execute();
    if (order.customerEmail) {
      const payload = {
        number: orderNumberText(order.number),
        token: links.map((l, i) => ({ fileName: files[i]?.file_name ?? '', path: downloadUrl(secret, l.id, l.expires_at) })),
        expiresAt: now + ttlMs,
        limit,
      };
      await trx
        .insertInto('notification_outbox')
        .values({ id: newId(), kind: DOWNLOADS_MAIL_KIND, recipient: order.customerEmail, payload: JSON.stringify(payload), created_at: now, sent_at: null })
        .execute();
    }
    return links.length;
  });
}

/** The link's path; the page and the email put it after their origin. */
const downloadUrl = (secret: string, id: string, expiresAt: number): string => `/downloads/${signDownload(secret, id, expiresAt)}`;

/** The order's live links as its confirmation page shows them (none without the secret). */
export async function orderDownloadLinks(store: Store, order: OrderView, now = Date.now()): Promise<DownloadLinkView[]> {
  const secret = downloadSecret();
  if (!secret || !paid(order)) return [];
  const rows = await store.db
    .selectFrom('download_links as l')
    .innerJoin('digital_files as f', 'f.id', 'l.file_id')
    .select(['l.id', 'l.expires_at', 'l.max_downloads', 'l.downloads', 'f.file_name'])
    .where('l.order_id', '=', order.id)
    .where('l.expires_at', '>', now)
    .orderBy('f.created_at')
    .execute();
  return rows.map((r) => ({
    fileName: r.file_name,
    url: downloadUrl(secret, r.id, Number(r.expires_at)),
    expiresAt: Number(r.expires_at),
    downloadsLeft: Math.max(0, r.max_downloads - Number(r.downloads)),
  }));
}

export type DownloadOutcome =
  | { ok: true; fileId: string }
  | { ok: false; status: 404 | 410 | 503; message: string };

export const DOWNLOAD_MESSAGES = {
  unavailable: 'Downloads are not available right now. Please try again later.',
  unknown: 'This download link is not valid.',
  expired: 'This download link has expired. Ask the shop to send you a new one.',
  used: 'This download link has been used as many times as it allows. Ask the shop to send you a new one.',
} as const;

/** Checks a link and counts the download: the signature, its time, its row, then one more use. */
export async function takeDownload(store: Store, token: string, now = Date.now()): Promise<DownloadOutcome> {
  const secret = downloadSecret();
  if (!secret) return { ok: false, status: 503, message: DOWNLOAD_MESSAGES.unavailable };
  const check = checkDownload(secret, token, now);
  if (!check.ok) return check.reason === 'expired' ? { ok: false, status: 410, message: DOWNLOAD_MESSAGES.expired } : { ok: false, status: 404, message: DOWNLOAD_MESSAGES.unknown };
  const link = await store.db.selectFrom('download_links').selectAll().where('id', '=', check.id).executeTakeFirst();
  if (!link || Number(link.expires_at) !== check.expiresAt) return { ok: false, status: link ? 410 : 404, message: link ? DOWNLOAD_MESSAGES.expired : DOWNLOAD_MESSAGES.unknown };
  const counted = await store.db
    .updateTable('download_links')
    .set((eb) => ({ downloads: eb('downloads', '+', 1) }))
    .where('id', '=', link.id)
    .where('downloads', '<', link.max_downloads)
    .executeTakeFirst();
  if (Number(counted.numUpdatedRows) !== 1) return { ok: false, status: 410, message: DOWNLOAD_MESSAGES.used };
  return { ok: true, fileId: link.file_id };
}
