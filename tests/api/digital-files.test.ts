// 3: digital files through the calls: who may upload (store writers), what is refused (a product
// that is not digital, no name, an empty file), a download token that is no link; and a server
// without DOWNLOAD_LINK_SECRET in production makes no links (the order is still placed) and
// answers downloads 503.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteUser } from '../../site/db/index.js';
import { signIn, type Account } from './helpers/account.js';
import { startServer, type ServerProcess } from './helpers/server-process.js';
import { startSuite, stopSuite } from './helpers/suite.js';
import type { TempDatabase } from './helpers/temp-db.js';
import { Visitor } from './helpers/visitor.js';

let db: TempDatabase;
let server: ServerProcess;
let owner: Account;
let viewer: Account;
const OWNER = { email: 'owner@shop.test', password: 'owner password 1' };
const VIEWER = { email: 'viewer@shop.test', password: 'viewer password 1' };

beforeAll(async () => {
  ({ db, server } = await startSuite({ RATE_LIMIT_WRITES: '1000', DOWNLOAD_LINK_SECRET: 'api-test-download-secret-0123456789' }));
  await new Visitor(server.baseUrl).arrive();
  await db.withStore(async (store) => {
    await createSiteUser(store, { ...OWNER, roles: ['STORE_MANAGER'] });
    await createSiteUser(store, { ...VIEWER, roles: ['VIEWER'] });
  });
  ({ account: owner } = await signIn(server.baseUrl, OWNER.email, OWNER.password));
  ({ account: viewer } = await signIn(server.baseUrl, VIEWER.email, VIEWER.password));
}, 180_000);

afterAll(() => stopSuite(server, db));

const upload = (account: Account, productId: string, name: string | null, body: string) =>
  account.merchant('POST', `/api/admin/digital-files/${productId}${name === null ? '' : `?filename=${encodeURIComponent(name)}`}`, { raw: body, headers: { 'content-type': 'application/pdf' } });

describe('digital files', () => {
  it('a store manager uploads; a viewer lists but may not upload; refusals name what is wrong', async () => {
    const stored = await upload(owner, 'prod-ebook', 'book.pdf', '%PDF-1.4 hello');
    expect(stored.status).toBe(201);
    expect(stored.body).toMatchObject({ productId: 'prod-ebook', fileName: 'book.pdf', contentType: 'application/pdf', sizeBytes: 14 });
    const listed = await viewer.merchant('GET', '/api/admin/digital-files');
    expect(listed.body.products).toContainEqual(expect.objectContaining({ id: 'prod-ebook', files: [expect.objectContaining({ fileName: 'book.pdf' })] }));
    expect((await upload(viewer, 'prod-ebook', 'book.pdf', 'x')).status).toBe(403);
    const notDigital = await upload(owner, 'prod-candle', 'x.pdf', 'x');
    expect(notDigital.status).toBe(404);
    expect(notDigital.body.message).toBe('That is not a digital product of this shop.');
    expect((await upload(owner, 'prod-ebook', null, 'x')).body.issues).toContainEqual({ path: 'filename', message: 'Give the file a name of at most 200 characters, without slashes.' });
    expect((await upload(owner, 'prod-ebook', '../../etc/passwd', 'x')).status).toBe(400);
    expect((await upload(owner, 'prod-ebook', 'empty.pdf', '')).body.issues).toContainEqual({ path: 'file', message: 'The file is empty.' });
  });

  it('a token that is no link is refused with a page saying so', async () => {
    for (const token of ['nonsense', `abc.${String(Date.now() + 60_000)}.${'A'.repeat(43)}`]) {
      const res = await fetch(`${server.baseUrl}/downloads/${token}`);
      expect(res.status).toBe(404);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(await res.text()).toContain('This download link is not valid.');
    }
  });

  it('without DOWNLOAD_LINK_SECRET in production no link is made and downloads answer 503', async () => {
    const bare = await startServer(db.url, { RATE_LIMIT_WRITES: '1000' });
    try {
      const shopper = new Visitor(bare.baseUrl);
      await shopper.arrive();
      expect((await shopper.add({ itemId: 'prod-ebook', quantity: 2 })).status).toBe(200);
      const placed = await shopper.call('POST', '/api/commerce/orders', { json: { email: 'reader@example.com', paymentProvider: 'test' } });
      expect(placed.status).toBe(201);
      const links = await db.withStore((store) => store.db.selectFrom('download_links').select('id').where('order_id', '=', placed.body.id).execute());
      expect(links).toEqual([]);
      const res = await fetch(`${bare.baseUrl}/downloads/abc.1.${'A'.repeat(43)}`);
      expect(res.status).toBe(503);
    } finally {
      await bare.stop();
    }
  });
});
