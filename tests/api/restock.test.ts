// The visitor's restock sign-up against the built server on a temporary database.
import { describe, expect, it } from 'vitest';
import { listRestockSignups } from '../../site/db/index.js';
import { Visitor } from './helpers/visitor.js';
import { useSuite } from './helpers/suite.js';

const suite = useSuite({ RATE_LIMIT_WRITES: '1000' });

const PATH = '/api/site-users/account/notifications/restock';
const TOWEL = { productId: 'prod-tea-towel', variantId: 'var-tea-towel' };

async function signUps(productId: string, variantId: string) {
  return suite.db.withStore(async (store) => (await listRestockSignups(store, { productId, variantId })).signUps);
}

const visitor = (): Promise<Visitor> => Visitor.arrived(suite.server.baseUrl);

describe('restock sign-up', () => {
  it('stores a sign-up with the mailing-list flag and answers the store\'s success text', async () => {
    const v = await visitor();
    const res = await v.call('POST', PATH, { json: { ...TOWEL, siteVisitorEmail: 'Reader@Example.com', isJoinMailingList: true } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Signed up! We will email you when it is back.' });
    expect(await signUps(TOWEL.productId, TOWEL.variantId)).toMatchObject([{ email: 'reader@example.com', joinMailingList: true, notified: null }]);
  });

  it('keeps one sign-up when the same email signs up again', async () => {
    const v = await visitor();
    const res = await v.call('POST', PATH, { json: { ...TOWEL, siteVisitorEmail: 'reader@example.com', isJoinMailingList: false } });
    expect(res.status).toBe(200);
    const rows = await signUps(TOWEL.productId, TOWEL.variantId);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.joinMailingList).toBe(false);
  });

  it('does not keep the mailing-list flag where the product offers no mailing list', async () => {
    const v = await visitor();
    const res = await v.call('POST', PATH, {
      json: { productId: 'prod-apron', variantId: 'var-apron-charcoal-l', siteVisitorEmail: 'a@b.io', isJoinMailingList: true },
    });
    expect(res.status).toBe(200);
    expect(await signUps('prod-apron', 'var-apron-charcoal-l')).toMatchObject([{ email: 'a@b.io', joinMailingList: false }]);
  });

  it.each([
    ['blank', '   ', 'Email cannot be blank'],
    ['missing', undefined, 'Email cannot be blank'],
    ['no at sign', 'reader.example.com', 'Email is invalid'],
    ['last label too long', 'reader@example.museum', 'Email is invalid'],
    ['last label too short', 'reader@example.c', 'Email is invalid'],
    ['markup', '<script>@x.io', 'Email is invalid'],
    ['over 256 characters', `${'a'.repeat(250)}@example.com`, 'Email is invalid'],
    ['not a string', 42, 'Email is invalid'],
  ])('refuses an email that is %s (400, data.message), changing nothing', async (_name, email, message) => {
    const v = await visitor();
    const before = await suite.db.fingerprint();
    const res = await v.call('POST', PATH, { json: { ...TOWEL, ...(email === undefined ? {} : { siteVisitorEmail: email }) } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await suite.db.fingerprint()).toEqual(before);
  });

  it.each([
    ['unknown product', { productId: 'prod-nope', variantId: 'var-tea-towel' }, 404, 'Sorry, that item is unavailable.'],
    ['unknown variant', { productId: 'prod-tea-towel', variantId: 'var-nope' }, 404, 'Sorry, that item variant is unavailable. Please select another variant.'],
    ['variant of another product', { productId: 'prod-tea-towel', variantId: 'var-bowl' }, 404, 'Sorry, that item variant is unavailable. Please select another variant.'],
    ['SQL as product id', { productId: "x' OR 1=1 --", variantId: 'var-bowl' }, 400, 'itemId is not a valid item id.'],
  ])('refuses an %s, changing nothing', async (_name, ids, status, message) => {
    const v = await visitor();
    const before = await suite.db.fingerprint();
    const res = await v.call('POST', PATH, { json: { ...ids, siteVisitorEmail: 'reader@example.com' } });
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
    expect(await suite.db.fingerprint()).toEqual(before);
  });

  it('refuses a missing crumb (403) and malformed JSON (400), changing nothing', async () => {
    const v = await visitor();
    const before = await suite.db.fingerprint();
    const noCrumb = await v.call('POST', PATH, { json: { ...TOWEL, siteVisitorEmail: 'x@y.io' }, crumb: 'none' });
    expect(noCrumb.status).toBe(403);
    expect(noCrumb.body.message).toBe('Your session has expired. Please reload the page and try again.');
    const bad = await v.call('POST', PATH, { raw: '{"productId":' });
    expect(bad.status).toBe(400);
    expect(await suite.db.fingerprint()).toEqual(before);
  });
});
