/**
 * Product reviews (migration 0011): written once per product per order, listed approved on the
 * product page (average, count, a page at a time), listed for the merchant with those waiting
 * first, and moderated by a conditional update on the version the merchant saw.
 */
import type { Selectable } from 'kysely';
import type { AdminReview, AdminReviewQuery, PublicReview, ReviewPage, ReviewStatus } from '../../domain/reviews/review-rules.js';
import { REVIEW_STATUSES, REVIEWS_PAGE_SIZE } from '../../domain/reviews/review-rules.js';
import { isUniqueViolation, StoreError } from './errors.js';
import { newId } from './ids.js';
import type { ProductReviewTable } from './schema.js';
import type { Store } from './store.js';
import { writeTransaction } from './transaction.js';

export const ADMIN_REVIEWS_PAGE_SIZE = 20;

export interface NewReview {
  productId: string;
  orderId: string;
  rating: number;
  title: string;
  body: string;
  authorName: string;
}

const statusOf = (value: string): ReviewStatus => ((REVIEW_STATUSES as readonly string[]).includes(value) ? (value as ReviewStatus) : 'hidden');

function publicReview(row: Pick<Selectable<ProductReviewTable>, 'id' | 'rating' | 'title' | 'body' | 'author_name' | 'created_at'>): PublicReview {
  return { id: row.id, rating: Number(row.rating), title: row.title, body: row.body, authorName: row.author_name, created: Number(row.created_at) };
}

/** Stores a review waiting for approval; `duplicate` when this order already reviewed the product. */
export async function addReview(store: Store, review: NewReview, now = Date.now()): Promise<{ ok: true; id: string } | { ok: false; reason: 'duplicate' }> {
  const id = newId();
  try {
    return await writeTransaction(store, async (trx) => {
      const existing = await trx.selectFrom('product_reviews').select('id').where('order_id', '=', review.orderId).where('product_id', '=', review.productId).executeTakeFirst();
      if (existing) return { ok: false as const, reason: 'duplicate' as const };
      await trx
        .insertInto('product_reviews')
        .values({ id, product_id: review.productId, order_id: review.orderId, rating: review.rating, title: review.title, body: review.body, author_name: review.authorName, status: 'pending', version: 1, created_at: now, updated_at: now })
        .execute();
      return { ok: true as const, id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: 'duplicate' };
    throw error;
  }
}

/** The products of an order that already have a review from it. */
export async function reviewedProducts(store: Store, orderId: string): Promise<Set<string>> {
  const rows = await store.db.selectFrom('product_reviews').select('product_id').where('order_id', '=', orderId).execute();
  return new Set(rows.map((r) => r.product_id));
}

const pageCountOf = (total: number, size: number): number => Math.max(1, Math.ceil(total / size));

/** A product's approved reviews, newest first, with their average and count. */
export async function approvedReviews(store: Store, productId: string, page: number, size = REVIEWS_PAGE_SIZE): Promise<ReviewPage> {
  const approved = store.db.selectFrom('product_reviews').where('product_id', '=', productId).where('status', '=', 'approved');
  const totals = await approved.select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.avg<number | string | null>('rating').as('mean')]).executeTakeFirst();
  const count = Number(totals?.n ?? 0);
  const mean = totals?.mean === null || totals?.mean === undefined ? null : Number(totals.mean);
  const rows = await approved
    .select(['id', 'rating', 'title', 'body', 'author_name', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(size)
    .offset((page - 1) * size)
    .execute();
  return { summary: { average: mean === null || count === 0 ? null : Math.round(mean * 10) / 10, count }, reviews: rows.map(publicReview), page, pageCount: pageCountOf(count, size) };
}

/** The merchant's list: those waiting first, then newest first; filtered by status when asked. */
export async function reviewsForMerchant(store: Store, query: AdminReviewQuery, size = ADMIN_REVIEWS_PAGE_SIZE): Promise<{ reviews: AdminReview[]; total: number; page: number; pageCount: number }> {
  let base = store.db.selectFrom('product_reviews');
  if (query.status) base = base.where('product_reviews.status', '=', query.status);
  const total = Number((await base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst())?.n ?? 0);
  const rows = await base
    .leftJoin('products', 'products.id', 'product_reviews.product_id')
    .leftJoin('orders', 'orders.id', 'product_reviews.order_id')
    .select([
      'product_reviews.id', 'product_reviews.product_id', 'product_reviews.order_id', 'product_reviews.rating', 'product_reviews.title', 'product_reviews.body',
      'product_reviews.author_name', 'product_reviews.status', 'product_reviews.version', 'product_reviews.created_at', 'product_reviews.updated_at',
      'products.title as product_title', 'orders.number as order_number',
    ])
    .orderBy((eb) => eb.case().when('product_reviews.status', '=', 'pending').then(0).else(1).end())
    .orderBy('product_reviews.created_at', 'desc')
    .orderBy('product_reviews.id', 'desc')
    .limit(size)
    .offset((query.page - 1) * size)
    .execute();
  return {
    reviews: rows.map((r) => ({
      ...publicReview(r),
      productId: r.product_id,
      productTitle: r.product_title ?? r.product_id,
      orderId: r.order_id,
      orderNumber: Number(r.order_number ?? 0),
      status: statusOf(r.status),
      version: Number(r.version),
      updated: Number(r.updated_at),
    })),
    total,
    page: query.page,
    pageCount: pageCountOf(total, size),
  };
}

/**
 * Moves a review to `status` if it is still at `expectedVersion` (one conditional update);
 * `stale-version` when someone changed it since, undefined for an unknown review.
 */
export async function moderateReview(store: Store, id: string, status: ReviewStatus, expectedVersion: number, now = Date.now()): Promise<{ id: string; status: ReviewStatus; version: number } | undefined> {
  const moved = await store.db
    .updateTable('product_reviews')
    .set({ status, version: expectedVersion + 1, updated_at: now })
    .where('id', '=', id)
    .where('version', '=', expectedVersion)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 1) return { id, status, version: expectedVersion + 1 };
  const exists = await store.db.selectFrom('product_reviews').select('version').where('id', '=', id).executeTakeFirst();
  if (!exists) return undefined;
  throw new StoreError('stale-version', { version: Number(exists.version) });
}
