import type { RestockGroup, RestockSignup } from '../../domain/admin/restock.js';
import { decodeCursor, InvalidCursorError, toPage } from './cursor.js';
import { StoreError } from './errors.js';
import { newId } from './ids.js';
import type { Store } from './store.js';
import { writeTransaction } from './transaction.js';
import { variantLabel } from '../../domain/commerce/variant-label.js';

export interface RestockSignupInput {
  productId: string;
  variantId: string;
  /** Already checked against the specification's email rules. */
  email: string;
  joinMailingList: boolean;
}

export type { RestockGroup, RestockSignup };

export { InvalidCursorError };

/**
 * Signs a visitor up for a variant's restock. Signing up again after a notification asks for
 * the next one.
 */
export async function signUpForRestock(store: Store, input: RestockSignupInput): Promise<void> {
  const variant = await store.db
    .selectFrom('variants')
    .select('product_id')
    .where('id', '=', input.variantId)
    .executeTakeFirst();
  if (variant?.product_id !== input.productId) {
    const product = await store.db.selectFrom('products').select('id').where('id', '=', input.productId).executeTakeFirst();
    throw new StoreError(product ? 'unknown-variant' : 'unknown-item', { itemId: input.productId });
  }
  const joinMailingList = input.joinMailingList ? 1 : 0;
  await store.db
    .insertInto('restock_signups')
    .values({
      id: newId(),
      product_id: input.productId,
      variant_id: input.variantId,
      email: input.email.trim().toLowerCase(),
      join_mailing_list: joinMailingList,
      created_at: Date.now(),
      notified_at: null,
    })
    .onConflict((oc) => oc.columns(['product_id', 'variant_id', 'email']).doUpdateSet({ notified_at: null, outbox_id: null, join_mailing_list: joinMailingList }))
    .execute();
}

/** Variants with sign-ups, a page at a time in product then variant order. */
export async function listRestockGroups(
  store: Store,
  options: { cursor?: string | undefined; limit?: number } = {},
): Promise<{ signUpGroups: RestockGroup[]; hasNextPage: boolean; nextPageCursor: string | null }> {
  const limit = options.limit ?? 50;
  const after = options.cursor === undefined ? undefined : decodeCursor(options.cursor, ['string', 'string']);
  if (options.cursor !== undefined && after === undefined) throw new InvalidCursorError();
  const rows = await store.db
    .selectFrom('restock_signups as r')
    .innerJoin('variants as v', 'v.id', 'r.variant_id')
    .innerJoin('products as p', 'p.id', 'r.product_id')
    .select((eb) => [
      'r.product_id', 'r.variant_id', 'v.sku', 'p.title',
      eb.fn.countAll<number>().as('total'),
      eb.fn.count<number>('r.id').filterWhere('r.notified_at', 'is', null).as('pending'),
    ])
    .$if(after !== undefined, (q) =>
      q.where((eb) => eb(eb.refTuple('r.product_id', 'r.variant_id'), '>', eb.tuple(String(after?.[0]), String(after?.[1])))),
    )
    .groupBy(['r.product_id', 'r.variant_id', 'v.sku', 'p.title'])
    .orderBy('r.product_id')
    .orderBy('r.variant_id')
    .limit(limit + 1)
    .execute();
  const page = toPage(rows, limit, (r) => [r.product_id, r.variant_id]);
  return {
    signUpGroups: page.items.map((r) => ({
      productId: r.product_id,
      variantId: r.variant_id,
      sku: r.sku,
      productName: r.title,
      pendingCount: Number(r.pending),
      totalCount: Number(r.total),
    })),
    hasNextPage: page.hasNextPage,
    nextPageCursor: page.nextPageCursor,
  };
}

/** The sign-ups of one variant, oldest first, a page at a time. */
export async function listRestockSignups(
  store: Store,
  options: { productId: string; variantId: string; cursor?: string | undefined; limit?: number },
): Promise<{ signUps: RestockSignup[]; hasNextPage: boolean; nextPageCursor: string | null }> {
  const limit = options.limit ?? 50;
  const after = options.cursor === undefined ? undefined : decodeCursor(options.cursor, ['number', 'string']);
  if (options.cursor !== undefined && after === undefined) throw new InvalidCursorError();
  const rows = await store.db
    .selectFrom('restock_signups')
    .selectAll()
    .where('product_id', '=', options.productId)
    .where('variant_id', '=', options.variantId)
    .$if(after !== undefined, (q) =>
      q.where((eb) => eb(eb.refTuple('created_at', 'id'), '>', eb.tuple(Number(after?.[0]), String(after?.[1])))),
    )
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit + 1)
    .execute();
  const page = toPage(rows, limit, (r) => [r.created_at, r.id]);
  return {
    signUps: page.items.map((r) => ({
      id: r.id,
      email: r.email,
      joinMailingList: r.join_mailing_list === 1,
      created: r.created_at,
      notified: r.notified_at,
    })),
    hasNextPage: page.hasNextPage,
    nextPageCursor: page.nextPageCursor,
  };
}

/** Where the product's page is (its `fullUrl`; else the collection-less `/p/<urlId>`). */
function productPath(content: string, urlId: string): string {
  try {
    const parsed: unknown = JSON.parse(content);
    const fullUrl = parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, unknown>)['fullUrl'] : undefined;
    if (typeof fullUrl === 'string' && fullUrl.startsWith('/') && !fullUrl.startsWith('//')) return fullUrl;
  } catch {
    // a product whose content is not JSON keeps the fallback
  }
  return `/p/${encodeURIComponent(urlId)}`;
}

/** What a send did: emails queued, and sign-ups left waiting because their variant is still at stock 0. */
export interface RestockSendResult {
  queued: number;
  skipped: number;
}

/**
 * Queues a restock email in the outbox for every sign-up of the variant still waiting: not yet
 * delivered, and with no message on its way (one given up by the mailer is queued again). While
 * the variant is at stock 0 (and not unlimited) nothing is queued: its sign-ups stay waiting and
 * are counted as skipped. A sign-up is marked notified only when its email is delivered
 * (`markOutboxSent`). The email names the product and the variant's options.
 */
export async function sendRestockNotifications(store: Store, request: { productId: string; variantId: string }): Promise<RestockSendResult> {
  return writeTransaction(store, async (trx) => {
    const waiting = await trx
      .selectFrom('restock_signups as r')
      .innerJoin('variants as v', 'v.id', 'r.variant_id')
      .innerJoin('products as p', 'p.id', 'r.product_id')
      .leftJoin('notification_outbox as o', 'o.id', 'r.outbox_id')
      .select(['r.id', 'r.email', 'r.product_id', 'r.variant_id', 'v.sku', 'v.attributes', 'v.qty_in_stock', 'v.unlimited', 'p.title', 'p.url_id', 'p.content'])
      .where('r.product_id', '=', request.productId)
      .where('r.variant_id', '=', request.variantId)
      .where('r.notified_at', 'is', null)
      .where((eb) => eb.or([eb('r.outbox_id', 'is', null), eb('o.id', 'is', null), eb('o.failed_at', 'is not', null)]))
      .orderBy('r.created_at')
      .execute();
    const first = waiting[0];
    if (!first) return { queued: 0, skipped: 0 };
    if (first.unlimited !== 1 && first.qty_in_stock <= 0) return { queued: 0, skipped: waiting.length };
    const now = Date.now();
    const variantName = variantLabel(parseAttributes(first.attributes));
    for (const s of waiting) {
      const outboxId = newId();
      await trx
        .insertInto('notification_outbox')
        .values({
          id: outboxId,
          kind: 'restock',
          recipient: s.email,
          payload: JSON.stringify({ signupId: s.id, productId: s.product_id, variantId: s.variant_id, sku: s.sku, productName: s.title, variantName, urlId: s.url_id, fullUrl: productPath(s.content, s.url_id) }),
          created_at: now,
          sent_at: null,
        })
        .execute();
      await trx.updateTable('restock_signups').set({ outbox_id: outboxId }).where('id', '=', s.id).execute();
    }
    return { queued: waiting.length, skipped: 0 };
  });
}

function parseAttributes(text: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, String(v)]));
  } catch {
    return {};
  }
}

export async function sendAllRestockNotifications(
  store: Store,
  requests: readonly { productId: string; variantId: string }[],
): Promise<RestockSendResult> {
  const total: RestockSendResult = { queued: 0, skipped: 0 };
  for (const request of requests) {
    const { queued, skipped } = await sendRestockNotifications(store, request);
    total.queued += queued;
    total.skipped += skipped;
  }
  return total;
}
