// Product reviews against the built server: off until the merchant turns reviews on; a shopper
// who bought a product reviews it from the order confirmation (the order is the proof, checked
// against their cookie: a stranger naming the order is refused); bad input names its fields and
// stores nothing; reviews wait for approval; the merchant approves, hides and restores by version
// (a stale change is 409), a viewer reads but is refused; the product page's section and its API
// show the approved ones with their average and count, a page at a time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteUser } from '../../site/db/index.js';
import { signIn, type Account } from './helpers/account.js';
import { useAdminSuite } from './helpers/admin-suite.js';
import { details } from './helpers/checkout.js';
import type { ServerProcess } from './helpers/server-process.js';
import { startSuite, stopSuite } from './helpers/suite.js';
import type { TempDatabase } from './helpers/temp-db.js';
import { STORE_OWNER as OWNER, STORE_VIEWER as VIEWER } from './helpers/store-team.js';
import { Visitor } from './helpers/visitor.js';

let admin: Account;
let viewer: Account;
const PRODUCT_PAGE = '/shop/p/linen-apron';

const review = (overrides: Record<string, unknown> = {}) => ({ productId: 'prod-apron', rating: 5, title: 'Sturdy linen', body: 'Wears well in the kitchen.', authorName: 'Ada', ...overrides });

async function storedReviews(): Promise<number> {
  return suite.db.withStore(async (store) => Number((await store.db.selectFrom('product_reviews').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n));
}

async function switchReviews(nativeReviews: boolean, importedReviews = false): Promise<void> {
  const current = await admin.merchant('GET', '/api/admin/entitlements');
  const res = await admin.merchant('PUT', '/api/admin/entitlements', { json: { entitlements: { ...current.body.entitlements, nativeReviews, importedReviews }, expectedVersion: current.body.version } });
  expect(res.status).toBe(200);
}

/** A shopper who bought the apron (and the workshop): their visitor and the placed order. */
async function buyer(): Promise<{ visitor: Visitor; order: { id: string; orderConfirmationUrl: string; orderNumber: number } }> {
  const visitor = new Visitor(suite.server.baseUrl);
  await visitor.arrive();
  expect((await visitor.add({ itemId: 'prod-apron', sku: 'APR-NAT-S', quantity: 1 })).status).toBe(200);
  expect((await visitor.add({ itemId: 'prod-workshop', sku: 'WRK-1', quantity: 1 })).status).toBe(200);
  const placed = await visitor.call('POST', '/api/commerce/orders', { json: details });
  expect(placed.status).toBe(201);
  return { visitor, order: placed.body };
}

const suite = useAdminSuite(OWNER, [VIEWER], { RATE_LIMIT_WRITES: '1000' });

beforeAll(async () => {
  admin = await suite.as(OWNER);
  viewer = await suite.as(VIEWER);
});

describe('product reviews', () => {
  it('are off until the merchant turns them on: no section, no request, the calls refuse', async () => {
    const { visitor, order } = await buyer();
    const page = await (await fetch(suite.server.baseUrl + PRODUCT_PAGE)).text();
    expect(page).toContain('product-detail');
    expect(page).not.toContain('data-product-reviews');
    const confirmed = await visitor.call('GET', `${order.orderConfirmationUrl}?format=json`);
    expect(confirmed.body.pageType).toBe(202);
    expect(confirmed.body).not.toHaveProperty('reviewsRequest');
    const list = await visitor.call('GET', '/api/reviews/prod-apron');
    expect(list.status).toBe(403);
    expect(list.body).toMatchObject({ code: 'feature-unavailable', message: 'Product reviews are not available in this shop.' });
    const write = await visitor.call('POST', '/api/reviews', { json: review({ orderId: order.id }) });
    expect(write.status).toBe(403);
    expect(await storedReviews()).toBe(0);
  });

  it('a buyer reviews from the confirmation page; bad input, strangers and a second review are refused', async () => {
    await switchReviews(true);
    const { visitor, order } = await buyer();
    const confirmed = await visitor.call('GET', `${order.orderConfirmationUrl}?format=json`);
    expect(confirmed.body.reviewsRequest).toMatchObject({
      pageType: 209,
      orderId: order.id,
      cartToken: null,
      products: [
        { productId: 'prod-apron', productName: expect.any(String), reviewed: false, sent: false, form: { orderId: order.id, productId: 'prod-apron', message: '', errors: {} } },
        { productId: 'prod-workshop', productName: expect.any(String), reviewed: false, sent: false },
      ],
    });
    const html = await visitor.call('GET', order.orderConfirmationUrl);
    expect(html.body).toContain('Review your purchase');
    expect(html.body).toContain('data-review-product-id="prod-apron"');
    expect(html.body).toContain('action="/checkout/review"');

    const before = await suite.db.fingerprint();
    const bad = await visitor.call('POST', '/api/reviews', { json: review({ orderId: order.id, rating: 6, title: '   ', authorName: 'x'.repeat(81) }) });
    expect(bad.status).toBe(400);
    expect(bad.body.issues).toEqual(
      expect.arrayContaining([
        { path: 'rating', message: 'Please choose a rating from 1 to 5 stars.' },
        { path: 'title', message: 'Please enter a title.' },
        { path: 'authorName', message: 'Your name must be at most 80 characters.' },
      ]),
    );
    const stranger = new Visitor(suite.server.baseUrl);
    await stranger.arrive();
    const forged = await stranger.call('POST', '/api/reviews', { json: review({ orderId: order.id }) });
    expect(forged.status).toBe(403);
    expect(forged.body).toMatchObject({ code: 'not-purchased', message: 'Only shoppers who bought this product can review it.' });
    // The no-script form is held to the same proof of purchase.
    const formPost = new URLSearchParams({ orderId: order.id, productId: 'prod-apron', rating: '5', title: 'Forged', body: 'Not mine.', authorName: 'Eve', crumb: stranger.crumb ?? '' });
    const forgedForm = await stranger.call('POST', '/checkout/review', { raw: formPost.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' }, crumb: 'none' });
    expect(forgedForm.status).toBe(404);
    const notBought = await visitor.call('POST', '/api/reviews', { json: review({ orderId: order.id, productId: 'prod-bowl' }) });
    expect(notBought.status).toBe(403);
    const noCrumb = await visitor.call('POST', '/api/reviews', { json: review({ orderId: order.id }), crumb: 'none' });
    expect(noCrumb.status).toBe(403);
    expect(await suite.db.fingerprint()).toEqual(before);
    expect(await storedReviews()).toBe(0);

    const written = await visitor.call('POST', '/api/reviews', { json: review({ orderId: order.id }) });
    expect(written.status).toBe(201);
    expect(written.body).toMatchObject({ status: 'pending' });
    const again = await visitor.call('POST', '/api/reviews', { json: review({ orderId: order.id, title: 'Again' }) });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('already-reviewed');
    expect(await storedReviews()).toBe(1);
    const after = await visitor.call('GET', `${order.orderConfirmationUrl}?format=json`);
    expect(after.body.reviewsRequest.products[0]).toMatchObject({ productId: 'prod-apron', reviewed: true });

    // Waiting for approval: not on the product page yet.
    const list = await visitor.call('GET', '/api/reviews/prod-apron');
    expect(list.status).toBe(200);
    expect(list.body).toEqual({ summary: { average: null, count: 0 }, reviews: [], page: 1, pageCount: 1 });
  });

  it('the merchant moderates by version; a viewer reads but may not; the shop shows approved ones', async () => {
    const second = await buyer();
    expect((await second.visitor.call('POST', '/api/reviews', { json: review({ orderId: second.order.id, rating: 2, title: 'Too stiff', authorName: 'Bo' }) })).status).toBe(201);

    const listed = await admin.merchant('GET', '/api/admin/reviews');
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ total: 2, page: 1, pageCount: 1, shown: true, collected: true });
    const [newest, oldest] = listed.body.reviews;
    expect(newest).toMatchObject({ title: 'Too stiff', status: 'pending', version: 1, productId: 'prod-apron', orderNumber: second.order.orderNumber });
    expect(oldest).toMatchObject({ title: 'Sturdy linen', status: 'pending', version: 1 });

    expect((await viewer.merchant('GET', '/api/admin/reviews')).status).toBe(200);
    const unchanged = await suite.db.fingerprint();
    const refused = await viewer.merchant('PUT', `/api/admin/reviews/${oldest.id}`, { json: { status: 'approved', expectedVersion: 1 } });
    expect(refused.status).toBe(403);
    expect((await admin.merchant('PUT', `/api/admin/reviews/${oldest.id}`, { json: { status: 'published', expectedVersion: 1 } })).status).toBe(400);
    expect((await admin.merchant('PUT', '/api/admin/reviews/nope', { json: { status: 'approved', expectedVersion: 1 } })).status).toBe(404);
    expect(await suite.db.fingerprint()).toEqual(unchanged);
    expect((await admin.merchant('GET', '/api/admin/reviews?status=pending')).body.total).toBe(2);

    const approved = await admin.merchant('PUT', `/api/admin/reviews/${oldest.id}`, { json: { status: 'approved', expectedVersion: 1 } });
    expect(approved.status).toBe(200);
    expect(approved.body).toEqual({ id: oldest.id, status: 'approved', version: 2 });
    const stale = await admin.merchant('PUT', `/api/admin/reviews/${oldest.id}`, { json: { status: 'hidden', expectedVersion: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('stale-version');
    expect((await admin.merchant('GET', '/api/admin/reviews?status=approved')).body.reviews[0]).toMatchObject({ id: oldest.id, status: 'approved', version: 2 });
    expect((await admin.merchant('PUT', `/api/admin/reviews/${newest.id}`, { json: { status: 'approved', expectedVersion: 1 } })).status).toBe(200);

    // Pending ones first in the merchant's list.
    const third = await buyer();
    expect((await third.visitor.call('POST', '/api/reviews', { json: review({ orderId: third.order.id, productId: 'prod-workshop', title: 'Fun class' }) })).status).toBe(201);
    const ordered = (await admin.merchant('GET', '/api/admin/reviews')).body.reviews.map((r: { title: string; status: string }) => `${r.status}:${r.title}`);
    expect(ordered).toEqual(['pending:Fun class', 'approved:Too stiff', 'approved:Sturdy linen']);

    const shown = await new Visitor(suite.server.baseUrl).call('GET', '/api/reviews/prod-apron');
    expect(shown.body.summary).toEqual({ average: 3.5, count: 2 });
    expect(shown.body.reviews.map((r: { title: string }) => r.title)).toEqual(['Too stiff', 'Sturdy linen']);
    expect(shown.body.reviews[0]).not.toHaveProperty('orderId');

    const hidden = await admin.merchant('PUT', `/api/admin/reviews/${newest.id}`, { json: { status: 'hidden', expectedVersion: 2 } });
    expect(hidden.body).toMatchObject({ status: 'hidden', version: 3 });
    expect((await new Visitor(suite.server.baseUrl).call('GET', '/api/reviews/prod-apron')).body.summary).toEqual({ average: 5, count: 1 });
    const restored = await admin.merchant('PUT', `/api/admin/reviews/${newest.id}`, { json: { status: 'pending', expectedVersion: 3 } });
    expect(restored.body).toMatchObject({ status: 'pending', version: 4 });
    expect((await admin.merchant('GET', '/api/admin/reviews?status=hidden')).body.total).toBe(0);
  });

  it('the product page carries the section while reviews are shown; its API pages and checks its query', async () => {
    const page = await (await fetch(suite.server.baseUrl + PRODUCT_PAGE)).text();
    expect(page).toContain('data-product-reviews="/api/reviews/prod-apron"');
    const json = await new Visitor(suite.server.baseUrl).call('GET', `${PRODUCT_PAGE}?format=json`);
    expect(json.body.productReviews).toEqual({ productId: 'prod-apron', apiUrl: '/api/reviews/prod-apron' });
    const visitor = new Visitor(suite.server.baseUrl);
    expect((await visitor.call('GET', '/api/reviews/prod-apron?page=2')).body).toMatchObject({ reviews: [], page: 2, pageCount: 1 });
    const zero = await visitor.call('GET', '/api/reviews/prod-apron?page=0');
    expect(zero.status).toBe(400);
    expect(zero.body.message).toBe('page must be 1 or more.');
    expect((await visitor.call('GET', '/api/reviews/no-such-product')).status).toBe(404);

    // Imported reviews alone still show the section; both off hide it again.
    await switchReviews(false, true);
    expect(await (await fetch(suite.server.baseUrl + PRODUCT_PAGE)).text()).toContain('data-product-reviews');
    const { visitor: shopper, order } = await buyer();
    expect((await shopper.call('POST', '/api/reviews', { json: review({ orderId: order.id }) })).status).toBe(403);
    await switchReviews(false, false);
    expect(await (await fetch(suite.server.baseUrl + PRODUCT_PAGE)).text()).not.toContain('data-product-reviews');
    expect((await visitor.call('GET', '/api/reviews/prod-apron')).status).toBe(403);
  });
});

describe('the reviews kill switch', () => {
  let killed: { db: TempDatabase; server: ServerProcess };
  beforeAll(async () => {
    killed = await startSuite({ REVIEWS_KILL_SWITCH: '1', RATE_LIMIT_WRITES: '1000' });
  }, 180_000);
  afterAll(() => stopSuite(killed.server, killed.db));

  it('turns reviews off even when the entitlements turn them on', async () => {
    await new Visitor(killed.server.baseUrl).arrive();
    await killed.db.withStore((store) => createSiteUser(store, { ...OWNER, roles: ['ADMIN'] }));
    const { account } = await signIn(killed.server.baseUrl, OWNER.email, OWNER.password);
    const current = await account.merchant('GET', '/api/admin/entitlements');
    const saved = await account.merchant('PUT', '/api/admin/entitlements', { json: { entitlements: { ...current.body.entitlements, nativeReviews: true }, expectedVersion: current.body.version } });
    expect(saved.status).toBe(200);
    expect(await (await fetch(killed.server.baseUrl + PRODUCT_PAGE)).text()).not.toContain('data-product-reviews');
    expect((await new Visitor(killed.server.baseUrl).call('GET', '/api/reviews/prod-apron')).status).toBe(403);
    expect((await account.merchant('GET', '/api/admin/reviews')).body).toMatchObject({ shown: false, collected: false });
  });
});
