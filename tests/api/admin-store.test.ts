// The products and inventory calls of the admin against the built server on a temporary database
// (SQLite, or PostgreSQL under tests/site/db/with-postgres.sh): search, sort and paging, stock
// edits and their 409, product create/edit/delete with validation, roles refused with nothing changed.
import { describe, expect, it } from 'vitest';
import { Visitor } from './helpers/visitor.js';
import { useStoreTeam } from './helpers/store-team.js';

const INVENTORY = '/api/admin/store/inventory';
const PRODUCTS = '/api/admin/store/products';
const stockPath = (variantId: string) => `/api/admin/store/variants/${variantId}/stock`;

function newProduct(n: number, overrides: Record<string, unknown> = {}) {
  return {
    title: `Test Plate ${String(n).padStart(2, '0')}`,
    urlId: `test-plate-${String(n)}`,
    body: '<p>A plate.</p>',
    excerpt: '',
    productType: 1,
    visible: true,
    options: [],
    variants: [{ sku: `PLT-${String(n)}`, attributes: {}, price: `${String(10 + n)}.00`, salePrice: '0.00', onSale: false, qtyInStock: n, unlimited: false, imageUrl: null }],
    subscription: null,
    additionalFieldsFormId: null,
    images: [],
    ...overrides,
  };
}

const team = useStoreTeam({}, { editor: true });
const { suite } = team;

/** What the database holds, with what the row counts miss: every product's name, URL and version, every variant's price and stock. */
async function snapshot(): Promise<unknown> {
  const catalogue = await suite.db.withStore(async (store) => ({
    products: await store.db.selectFrom('products').select(['id', 'title', 'url_id', 'version', 'content']).orderBy('id').execute(),
    variants: await store.db.selectFrom('variants').select(['id', 'sku', 'price_cents', 'on_sale', 'qty_in_stock', 'unlimited']).orderBy('id').execute(),
  }));
  return { counts: await suite.db.fingerprint(), ...catalogue };
}

const titles = (body: { rows: { title: string }[] }) => body.rows.map((r) => r.title);

describe('the inventory panel call', () => {
  it('lists the products by name with their variants, stock and prices', async () => {
    const res = await team.viewer.merchant('GET', INVENTORY);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, pageSize: 25, total: 9, hasNextPage: false, currencyCode: 'USD' });
    expect(titles(res.body)[0]).toBe('Beeswax Candle');
    const apron = res.body.rows.find((r: { id: string }) => r.id === 'prod-apron');
    expect(apron).toMatchObject({ stock: 14, unlimited: false, minPriceCents: 4200, maxPriceCents: 4200 });
    expect(apron.variants.map((v: { sku: string; label: string }) => `${v.sku} ${v.label}`)).toEqual([
      'APR-NAT-S Natural / S/M', 'APR-NAT-L Natural / L/XL', 'APR-CHA-S Charcoal / S/M', 'APR-CHA-L Charcoal / L/XL',
    ]);
  });

  it('searches the name and the SKUs, case-insensitively, and says when nothing matches', async () => {
    expect(titles((await team.owner.merchant('GET', `${INVENTORY}?q=LINEN`)).body)).toEqual(['Linen Apron', 'Linen Tea Towels, Set of 2']);
    expect(titles((await team.owner.merchant('GET', `${INVENTORY}?q=gft-5`)).body)).toEqual(['Fern & Finch Gift Card']);
    const none = await team.owner.merchant('GET', `${INVENTORY}?q=${encodeURIComponent('100%_')}`);
    expect(none.body).toMatchObject({ rows: [], total: 0, hasNextPage: false });
  });

  it('sorts on stock (unlimited last going up) and on the lowest price a buyer pays', async () => {
    const up = titles((await team.owner.merchant('GET', `${INVENTORY}?sort=stock&dir=asc`)).body);
    expect(up[0]).toBe('Linen Tea Towels, Set of 2');
    expect(up.slice(-3).sort()).toEqual(['Beeswax Candle', 'Fern & Finch Gift Card', 'Slow Mornings: a Recipe E-book']);
    const cheapest = titles((await team.owner.merchant('GET', `${INVENTORY}?sort=price&dir=asc`)).body);
    expect(cheapest[0]).toBe('Slow Mornings: a Recipe E-book');
    expect(cheapest.indexOf('Stoneware Bowl')).toBeLessThan(cheapest.indexOf('Monogrammed Mug')); // 22.50 on sale
    const dear = titles((await team.owner.merchant('GET', `${INVENTORY}?sort=price&dir=desc`)).body);
    expect(dear[0]).toBe('Pottery Workshop (2 hours)'); // 75.00; the gift card starts at 25.00
  });

  it('refuses a bad sort, direction or page, naming it', async () => {
    const res = await team.owner.merchant('GET', `${INVENTORY}?sort=colour&dir=up&page=0`);
    expect(res.status).toBe(400);
    expect(res.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(['dir', 'page', 'sort']);
  });

  it('pages 25 at a time without overlap once there are more products', async () => {
    for (let n = 1; n <= 20; n += 1) {
      const created = await team.stockist.merchant('POST', PRODUCTS, { json: { product: newProduct(n) } });
      expect(created.status).toBe(201);
    }
    const first = await team.owner.merchant('GET', `${INVENTORY}?sort=name`);
    const second = await team.owner.merchant('GET', `${INVENTORY}?sort=name&page=2`);
    expect(first.body).toMatchObject({ total: 29, hasNextPage: true });
    expect(first.body.rows).toHaveLength(25);
    expect(second.body).toMatchObject({ page: 2, hasNextPage: false });
    expect(second.body.rows).toHaveLength(4);
    const all = [...titles(first.body), ...titles(second.body)];
    expect(new Set(all).size).toBe(29);
    expect(all).toEqual([...all].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
  });
});

describe('inline stock edits', () => {
  it('sets a stock based on what the merchant saw, then refuses an edit based on the old stock (409)', async () => {
    const set = await team.stockist.merchant('PUT', stockPath('var-apron-natural-s'), { json: { qtyInStock: 0, unlimited: false, expected: { qtyInStock: 6, unlimited: false } } });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ sku: 'APR-NAT-S', qtyInStock: 0, unlimited: false });
    const stale = await team.owner.merchant('PUT', stockPath('var-apron-natural-s'), { json: { qtyInStock: 9, unlimited: false, expected: { qtyInStock: 6, unlimited: false } } });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('stale-version');
    const stock = await team.owner.call('GET', '/api/commerce/inventory/stock/?itemId=prod-apron');
    expect(JSON.stringify(stock.body)).toContain('"qtyInStock":0');
    const unlimited = await team.owner.merchant('PUT', stockPath('var-apron-natural-s'), { json: { qtyInStock: 0, unlimited: true, expected: { qtyInStock: 0, unlimited: false } } });
    expect(unlimited.body).toMatchObject({ unlimited: true });
  });

  it('answers 404 for an unknown variant and 400 for a negative or fractional stock, changing nothing', async () => {
    const before = await snapshot();
    const unknown = await team.owner.merchant('PUT', stockPath('no-such-variant'), { json: { qtyInStock: 1, unlimited: false, expected: { qtyInStock: 0, unlimited: false } } });
    expect(unknown.status).toBe(404);
    const bad = await team.owner.merchant('PUT', stockPath('var-bowl'), { json: { qtyInStock: -1.5, unlimited: 'no', expected: { qtyInStock: 4, unlimited: false } } });
    expect(bad.status).toBe(400);
    expect([...new Set(bad.body.issues.map((i: { path: string }) => i.path))].sort()).toEqual(['qtyInStock', 'unlimited']);
    expect(await snapshot()).toEqual(before);
  });
});

describe('products', () => {
  it('reads a product for editing: options from its variants, prices as amounts, images, subscription plan, form', async () => {
    const apron = await team.viewer.merchant('GET', `${PRODUCTS}/prod-apron`);
    expect(apron.status).toBe(200);
    expect(apron.body.product.options).toEqual([{ name: 'Color', values: ['Natural', 'Charcoal'] }, { name: 'Size', values: ['S/M', 'L/XL'] }]);
    expect(apron.body.product.images).toEqual(['/assets/rasters/images/apron-natural.jpg', '/assets/rasters/images/apron-charcoal.jpg']);
    expect(apron.body.product.variants[2]).toMatchObject({ sku: 'APR-CHA-S', price: '42.00', imageUrl: '/assets/rasters/images/apron-charcoal.jpg' });
    const coffee = await team.viewer.merchant('GET', `${PRODUCTS}/prod-coffee`);
    expect(coffee.body.product.subscription).toEqual({ billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 0 });
    const mug = await team.viewer.merchant('GET', `${PRODUCTS}/prod-monogram-mug`);
    expect(mug.body.product.additionalFieldsFormId).toBe('form-monogram');
    const choices = await team.viewer.merchant('GET', '/api/admin/store/product-choices');
    expect(choices.body.images).toContain('/assets/images/apron-natural.svg');
    expect(choices.body.forms).toContainEqual({ id: 'form-monogram', name: 'Monogram' });
  });

  it('saves a price and a sale, and the product page shows them', async () => {
    const { body } = await team.owner.merchant('GET', `${PRODUCTS}/prod-workshop`);
    const product = { ...body.product, variants: [{ ...body.product.variants[0], price: '80.00', salePrice: '65.00', onSale: true }] };
    const saved = await team.owner.merchant('PUT', `${PRODUCTS}/prod-workshop`, { json: { version: body.version, product } });
    expect(saved.status).toBe(200);
    expect(saved.body.version).toBe(body.version + 1);
    const page = await new Visitor(suite.server.baseUrl).call('GET', '/shop/p/pottery-workshop');
    expect(page.body).toContain('$65.00');
    expect(page.body).toContain('$80.00');
    const again = await team.owner.merchant('PUT', `${PRODUCTS}/prod-workshop`, { json: { version: body.version, product } });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('stale-version');
  });

  it('refuses a save based on stock that changed since the editor opened (409)', async () => {
    const { body } = await team.owner.merchant('GET', `${PRODUCTS}/prod-coffee`);
    await team.owner.merchant('PUT', stockPath('var-coffee'), { json: { qtyInStock: 39, unlimited: false, expected: { qtyInStock: 40, unlimited: false } } });
    const stale = await team.owner.merchant('PUT', `${PRODUCTS}/prod-coffee`, { json: { version: body.version, product: { ...body.product, title: 'Coffee' } } });
    expect(stale.status).toBe(409);
  });

  it('refuses bad input naming each field, and a URL or SKU another product uses, changing nothing', async () => {
    const before = await snapshot();
    const { body } = await team.owner.merchant('GET', `${PRODUCTS}/prod-apron`);
    const [first, ...rest] = body.product.variants;
    const bad = {
      ...body.product,
      title: '',
      urlId: 'Not A Slug',
      productType: 9,
      images: ['javascript:alert(1)'],
      subscription: null,
      variants: [{ ...first, price: '12.345', attributes: { Color: 'Purple', Size: 'S/M' } }, ...rest],
    };
    const res = await team.owner.merchant('PUT', `${PRODUCTS}/prod-apron`, { json: { version: body.version, product: bad } });
    expect(res.status).toBe(400);
    const paths = res.body.issues.map((i: { path: string }) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['product.title', 'product.urlId', 'product.productType', 'product.images.0', 'product.variants.0.price', 'product.variants.0.attributes.Color']));
    expect(res.body.issues).toContainEqual({ path: 'product.variants.0.attributes.Color', message: 'Purple is not one of the expected options.' });
    const digitalSubscription = await team.owner.merchant('POST', PRODUCTS, { json: { product: newProduct(90, { productType: 2, subscription: { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 0 } }) } });
    expect(digitalSubscription.body.issues).toContainEqual({ path: 'product.subscription', message: 'Subscriptions can be offered only for physical and service products.' });
    const takenUrl = await team.owner.merchant('POST', PRODUCTS, { json: { product: newProduct(91, { urlId: 'linen-apron' }) } });
    expect(takenUrl.status).toBe(400);
    expect(takenUrl.body.issues).toEqual([{ path: 'urlId', message: 'Another product already uses this URL: linen-apron' }]);
    const takenSku = await team.owner.merchant('POST', PRODUCTS, { json: { product: newProduct(92, { variants: [{ ...newProduct(92).variants[0], sku: 'BWL-1' }] }) } });
    expect(takenSku.body.issues).toEqual([{ path: 'variants.0.sku', message: 'Another product already uses this SKU: BWL-1' }]);
    const unknownForm = await team.owner.merchant('POST', PRODUCTS, { json: { product: newProduct(93, { additionalFieldsFormId: 'no-such-form' }) } });
    expect(unknownForm.body.issues).toEqual([{ path: 'additionalFieldsFormId', message: 'no-such-form is not one of the expected options.' }]);
    expect(await snapshot()).toEqual(before);
  });

  it('creates a product with options, variants, images and a form, shown at its URL; hides it; deletes it', async () => {
    const product = newProduct(50, {
      title: 'Glazed Cup',
      urlId: 'glazed-cup',
      options: [{ name: 'Glaze', values: ['Cobalt', 'Rust'] }],
      variants: [
        { sku: 'CUP-COB', attributes: { Glaze: 'Cobalt' }, price: '18.00', salePrice: '0.00', onSale: false, qtyInStock: 3, unlimited: false, imageUrl: null },
        { sku: 'CUP-RUS', attributes: { Glaze: 'Rust' }, price: '18.00', salePrice: '0.00', onSale: false, qtyInStock: 0, unlimited: false, imageUrl: '/assets/images/apron-charcoal.svg' },
      ],
      images: ['/assets/images/apron-natural.svg', '/assets/images/apron-charcoal.svg'],
      additionalFieldsFormId: 'form-monogram',
    });
    const created = await team.owner.merchant('POST', PRODUCTS, { json: { product } });
    expect(created.status).toBe(201);
    expect(created.body.fullUrl).toBe('/shop/p/glazed-cup');
    const page = await new Visitor(suite.server.baseUrl).call('GET', '/shop/p/glazed-cup');
    expect(page.status).toBe(200);
    expect(page.body).toContain('Glazed Cup');
    expect(page.body).toContain('/assets/images/apron-natural.svg');
    expect(page.body).toContain('Letter colour');

    const hidden = await team.owner.merchant('PUT', `${PRODUCTS}/${created.body.id}`, { json: { version: created.body.version, product: { ...created.body.product, visible: false } } });
    expect(hidden.status).toBe(200);
    expect((await new Visitor(suite.server.baseUrl).call('GET', '/shop/p/glazed-cup')).status).toBe(404);

    const stale = await team.owner.merchant('DELETE', `${PRODUCTS}/${created.body.id}?version=${String(created.body.version)}`);
    expect(stale.status).toBe(409);
    const deleted = await team.owner.merchant('DELETE', `${PRODUCTS}/${created.body.id}?version=${String(hidden.body.version)}`);
    expect(deleted.status).toBe(200);
    expect((await team.owner.merchant('GET', `${PRODUCTS}/${created.body.id}`)).status).toBe(404);
  });

  it('removes a variant that is in a cart, and the cart with it', async () => {
    const shopper = new Visitor(suite.server.baseUrl);
    await shopper.arrive();
    const added = await shopper.add({ itemId: 'prod-apron', sku: 'APR-CHA-S', quantity: 1 });
    expect(added.status).toBe(200);
    const { body } = await team.owner.merchant('GET', `${PRODUCTS}/prod-apron`);
    const product = { ...body.product, variants: body.product.variants.filter((v: { sku: string }) => v.sku !== 'APR-CHA-S') };
    const saved = await team.owner.merchant('PUT', `${PRODUCTS}/prod-apron`, { json: { version: body.version, product } });
    expect(saved.status).toBe(200);
    expect(saved.body.product.variants).toHaveLength(3);
    const cart = await shopper.call('GET', '/api/commerce/shopping-cart');
    expect(JSON.stringify(cart.body)).not.toContain('APR-CHA-S');
  });
});

describe('roles', () => {
  it('refuses a viewer and an editor every change, and changes nothing', async () => {
    const before = await snapshot();
    const { body } = await team.viewer.merchant('GET', `${PRODUCTS}/prod-bowl`);
    for (const account of [team.viewer, team.editor]) {
      const calls = [
        account.merchant('PUT', stockPath('var-bowl'), { json: { qtyInStock: 0, unlimited: false, expected: { qtyInStock: 4, unlimited: false } } }),
        account.merchant('PUT', `${PRODUCTS}/prod-bowl`, { json: { version: body.version, product: { ...body.product, title: 'Mine' } } }),
        account.merchant('POST', PRODUCTS, { json: { product: newProduct(70) } }),
        account.merchant('DELETE', `${PRODUCTS}/prod-bowl?version=${String(body.version)}`),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.status).toBe(403);
        expect(res.body.code).toBe('forbidden');
      }
    }
    expect((await team.editor.merchant('GET', INVENTORY)).status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a change without the session token', async () => {
    const res = await team.owner.call('PUT', stockPath('var-bowl'), { json: { qtyInStock: 0, unlimited: false, expected: { qtyInStock: 4, unlimited: false } } });
    expect(res.status).toBe(403);
  });
});
