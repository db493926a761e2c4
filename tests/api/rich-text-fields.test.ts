// Every rich-text field an admin role writes, one row each: dirty HTML saved through its real call
// is stored clean, read back clean, and the public page that shows it carries none of it. Then
// dirty HTML written straight into the database (as content stored before cleaning existed) is
// rendered clean all the same.
import { describe, expect, it } from 'vitest';
import { readVersionedPart, saveVersionedPart } from '../../site/db/index.js';
import type { Account } from './helpers/account.js';
import { useAdminSuite, type SuiteUser } from './helpers/admin-suite.js';

const OWNER = { email: 'owner@shop.test', password: 'rich text owner password' };
const EDITOR: SuiteUser = { email: 'editor@shop.test', password: 'rich text editor password', roles: ['EDITOR'] };
const STOCKIST: SuiteUser = { email: 'stock@shop.test', password: 'rich text stock password', roles: ['STORE_MANAGER'] };
const suite = useAdminSuite(OWNER, [EDITOR, STOCKIST]);

type Json = Record<string, unknown>;

/** Rich text with a script, an event handler, a javascript: link and a style; `mark` is the text kept. */
const dirty = (mark: string): string =>
  `<p class="note">${mark} <strong>kept</strong><script>window.pwned = "${mark}"</script><img src="/x.png" alt="x" onerror="pwned()"><a href="javascript:pwned()">link</a><span style="background:url(javascript:pwned())">s</span></p>`;
const clean = (mark: string): string => `<p class="note">${mark} <strong>kept</strong><img src="/x.png" alt="x" /><a>link</a><span>s</span></p>`;

async function call(account: Account, method: string, path: string, json?: unknown): Promise<Json> {
  const res = await account.merchant(method, path, json === undefined ? {} : { json });
  expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
  return res.body as Json;
}

async function publicPage(path: string): Promise<string> {
  const res = await fetch(`${suite.server.baseUrl}${path}`);
  expect(res.status, path).toBe(200);
  return res.text();
}

const pathTo = (value: unknown, path: readonly (string | number)[]): unknown =>
  path.reduce<unknown>((at, key) => (at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined), value);

const withAt = (value: Json, path: readonly (string | number)[], text: string): Json => {
  const copy = structuredClone(value);
  const parent = pathTo(copy, path.slice(0, -1)) as Record<string | number, unknown>;
  parent[path[path.length - 1] as string | number] = text;
  return copy;
};

interface FieldRow {
  field: string;
  /** Who saves it. */
  user: SuiteUser;
  /** The call reading the editable value: its `value` (or `product`, `form`) and version. */
  read: string;
  /** The key of the editable value in what `read` answers. */
  key: 'value' | 'product' | 'form' | 'settings' | 'images';
  /** Where the field is in the editable value. */
  at: (string | number)[];
  write: { method: 'PUT'; path: string; body: (value: Json, version: number, answer: Json) => Json };
  /** A public page that shows the field (raw or escaped). */
  shownAt: string;
}

const versioned = (path: string): FieldRow['write'] => ({ method: 'PUT', path, body: (value, expectedVersion) => ({ expectedVersion, value }) });
const PRODUCT = '/api/admin/store/products/';
const FORM = '/api/admin/forms/form-contact/definition';

const ROWS: FieldRow[] = [
  { field: 'product body', user: STOCKIST, read: PRODUCT, key: 'product', at: ['body'], write: { method: 'PUT', path: PRODUCT, body: (product, version) => ({ version, product }) }, shownAt: '/shop/p/linen-apron' },
  { field: 'product excerpt', user: STOCKIST, read: PRODUCT, key: 'product', at: ['excerpt'], write: { method: 'PUT', path: PRODUCT, body: (product, version) => ({ version, product }) }, shownAt: '/shop' },
  { field: 'blog post body', user: EDITOR, read: '/api/admin/content/collections/col-journal/items/', key: 'value', at: ['body'], write: versioned('/api/admin/content/collections/col-journal/items/'), shownAt: '/blog/a-new-glaze' },
  { field: 'blog post excerpt', user: EDITOR, read: '/api/admin/content/collections/col-journal/items/', key: 'value', at: ['excerpt'], write: versioned('/api/admin/content/collections/col-journal/items/'), shownAt: '/blog' },
  { field: 'event body', user: EDITOR, read: '/api/admin/content/collections/col-events/items/', key: 'value', at: ['body'], write: versioned('/api/admin/content/collections/col-events/items/'), shownAt: '/events/open-studio' },
  { field: 'event excerpt', user: EDITOR, read: '/api/admin/content/collections/col-events/items/', key: 'value', at: ['excerpt'], write: versioned('/api/admin/content/collections/col-events/items/'), shownAt: '/events' },
  { field: 'gallery image description', user: EDITOR, read: '/api/admin/content/collections/col-gallery/items/', key: 'value', at: ['description'], write: versioned('/api/admin/content/collections/col-gallery/items/'), shownAt: '/gallery' },
  {
    field: 'gallery image description (gallery screen)', user: EDITOR, read: '/api/admin/gallery/col-gallery', key: 'images', at: [1, 'description'], shownAt: '/gallery',
    write: {
      method: 'PUT', path: '/api/admin/gallery/col-gallery',
      body: (images, expectedVersion, answer) => ({
        expectedVersion, settings: answer['settings'],
        images: (images as unknown as Json[]).map(({ id, title, description, altText }) => ({ id, title, description, altText })),
      }),
    },
  },
  { field: 'collection description', user: EDITOR, read: '/api/admin/content/collections/col-journal', key: 'settings', at: ['description'], write: versioned('/api/admin/content/collections/col-journal'), shownAt: '/blog' },
  { field: 'page description', user: EDITOR, read: '/api/admin/content/pages/col-contact', key: 'value', at: ['description'], write: versioned('/api/admin/content/pages/col-contact'), shownAt: '/contact' },
  { field: 'page text (intro)', user: EDITOR, read: '/api/admin/content/pages/col-contact', key: 'value', at: ['texts', 'intro'], write: versioned('/api/admin/content/pages/col-contact'), shownAt: '/contact' },
  { field: 'page block field', user: EDITOR, read: '/api/admin/content/pages/col-contact', key: 'value', at: ['blockFields', 'contact-extra'], write: versioned('/api/admin/content/pages/col-contact'), shownAt: '/contact' },
  { field: 'form message after submitting', user: EDITOR, read: FORM, key: 'form', at: ['submissionMessage'], write: { method: 'PUT', path: FORM, body: (form, expectedVersion) => ({ expectedVersion, form }) }, shownAt: '/contact' },
  { field: 'form HTML after submitting', user: EDITOR, read: FORM, key: 'form', at: ['submissionHTML'], write: { method: 'PUT', path: FORM, body: (form, expectedVersion) => ({ expectedVersion, form }) }, shownAt: '/contact' },
  { field: 'form disclaimer', user: EDITOR, read: FORM, key: 'form', at: ['disclaimerMessage'], write: { method: 'PUT', path: FORM, body: (form, expectedVersion) => ({ expectedVersion, form }) }, shownAt: '/contact' },
  { field: 'form field description', user: EDITOR, read: FORM, key: 'form', at: ['fields', 0, 'description'], write: { method: 'PUT', path: FORM, body: (form, expectedVersion) => ({ expectedVersion, form }) }, shownAt: '/contact' },
  { field: 'website description (tagline)', user: EDITOR, read: '/api/admin/content/website', key: 'value', at: ['tagline'], write: versioned('/api/admin/content/website'), shownAt: '/' },
];

/** The item or product a row edits, resolved to its full read path. */
async function readPath(account: Account, row: FieldRow): Promise<string> {
  if (row.read === PRODUCT) {
    const list = await call(account, 'GET', '/api/admin/store/products');
    const apron = (list['products'] as { id: string; urlId: string }[]).find((p) => p.urlId === 'linen-apron');
    return PRODUCT + (apron?.id ?? 'missing');
  }
  if (!row.read.endsWith('/items/')) return row.read;
  const collection = await call(account, 'GET', row.read.replace(/\/items\/$/, ''));
  const items = collection['items'] as { id: string; fullUrl?: string }[];
  const wanted = row.shownAt.split('/').length > 2 ? items.find((i) => i.fullUrl === row.shownAt) : items[0];
  return row.read + (wanted?.id ?? 'missing');
}

describe('every rich-text field is cleaned on save and shown clean', () => {
  it.each(ROWS.map((row) => [row.field, row] as const))('%s', async (_field, row) => {
    const account = await suite.as(row.user);
    const path = await readPath(account, row);
    const before = await call(account, 'GET', path);
    const mark = `Mark${row.field.replace(/\W+/g, '')}`;
    const value = withAt(before[row.key] as Json, row.at, dirty(mark));
    const writePath = row.write.path.endsWith('/') ? path : row.write.path;
    const saved = await call(account, row.write.method, writePath, row.write.body(value, before['version'] as number, before));
    expect(pathTo(saved[row.key], row.at)).toBe(clean(mark));
    expect(pathTo((await call(account, 'GET', path))[row.key], row.at)).toBe(clean(mark));
    const html = await publicPage(row.shownAt);
    expect(html).not.toContain('pwned');
    expect(html).not.toMatch(/javascript:/i);
  });

  it('shows the kept text on the pages whose templates print it', async () => {
    expect(await publicPage('/shop')).toContain('Markproductexcerpt');
    expect(await publicPage('/blog/a-new-glaze')).toContain('<p class="note">Markblogpostbody <strong>kept</strong><img src="/x.png" alt="x" /><a>link</a><span>s</span></p>');
    expect(await publicPage('/blog')).toContain('Markcollectiondescription');
    expect(await publicPage('/contact')).toContain('Markformdisclaimer');
  });
});

describe('rich text stored before cleaning existed', () => {
  it('renders clean: a post and a product written straight into the database', async () => {
    await suite.db.withStore(async (store) => {
      const journal = await readVersionedPart(store, 'collection:col-journal');
      const value = structuredClone(journal?.value) as { items: Json[] };
      const post = value.items.find((item) => item['urlId'] === 'slow-bread');
      if (!post) throw new Error('the demo has no slow-bread post');
      post['body'] = dirty('StoredPost');
      await saveVersionedPart(store, 'collection:col-journal', value, { expectedVersion: journal?.version ?? 0 });
      const product = await store.db.selectFrom('products').select(['id', 'content', 'version']).where('url_id', '=', 'beeswax-candle').executeTakeFirstOrThrow();
      const content = { ...(JSON.parse(product.content) as Json), body: dirty('StoredProduct') };
      await store.db.updateTable('products').set({ content: JSON.stringify(content), version: product.version + 1 }).where('id', '=', product.id).execute();
    });
    const post = await publicPage('/blog/slow-bread');
    expect(post).toContain(clean('StoredPost'));
    const product = await publicPage('/shop/p/beeswax-candle');
    expect(product).toContain(clean('StoredProduct'));
    for (const html of [post, product]) {
      expect(html).not.toContain('pwned');
      expect(html).not.toMatch(/javascript:/i);
    }
    const stored = await suite.db.withStore((store) => readVersionedPart(store, 'collection:col-journal'));
    expect(JSON.stringify(stored?.value)).toContain('pwned');
  });
});
