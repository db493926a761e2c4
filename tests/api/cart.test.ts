// The cart API against the built server (a separate process) on a temporary SQLite file.
import { describe, expect, it } from 'vitest';
import { startServer } from './helpers/server-process.js';
import { Visitor } from './helpers/visitor.js';
import { useSuite } from './helpers/suite.js';
import { readFileSync } from 'node:fs';

const suite = useSuite();

const MUG_FORM = { 'field-initials': 'ABC', 'field-glaze': 'Cobalt' };

describe('cart API', () => {
  it('pages issue the crumb and visitor cookies, so the islands\' first calls (sent at once) share one visitor', async () => {
    for (const path of ['/', '/shop']) {
      const res = await fetch(`${suite.server.baseUrl}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.getSetCookie().find((c) => c.startsWith('crumb='))).toMatch(/^crumb=[0-9a-f]{32};.*SameSite=Lax/i);
      expect(res.headers.getSetCookie().find((c) => c.startsWith('sf_visitor='))).toMatch(/HttpOnly/i);
    }
  });

  it('answers an empty cart and issues the visitor (HttpOnly) and crumb cookies', async () => {
    const visitor = new Visitor(suite.server.baseUrl);
    const res = await visitor.arrive();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: null, entries: [], subtotalCents: 0, grandTotalCents: 0, totalQuantity: 0,
      subtotal: { decimalValue: '0.00', currencyCode: 'USD' }, requiresShipping: false,
    });
    const cookies = res.headers.getSetCookie();
    const visitorCookie = cookies.find((c) => c.startsWith('sf_visitor='));
    expect(visitorCookie).toMatch(/HttpOnly/i);
    expect(visitorCookie).toMatch(/SameSite=Lax/i);
    expect(visitorCookie).toMatch(/Path=\//);
    expect(cookies.find((c) => c.startsWith('crumb='))).toMatch(/SameSite=Lax/i);
    expect(visitor.crumb).toMatch(/^[0-9a-f]{32}$/);
  });

  it('adds, merges the same item and variant, and computes totals in cents', async () => {
    const visitor = new Visitor(suite.server.baseUrl);
    await visitor.arrive();
    const first = await visitor.add({ itemId: 'prod-apron', sku: 'APR-NAT-S', quantity: 2, additionalFields: '' });
    expect(first.status).toBe(200);
    expect(first.body.newlyAdded).toMatchObject({
      itemId: 'prod-apron', quantity: 2, chosenVariant: { sku: 'APR-NAT-S', attributes: { Color: 'Natural', Size: 'S/M' } },
      purchasePriceCents: 4200, unitPrice: { decimalValue: '42.00' }, subTotal: { decimalValue: '84.00' },
    });
    const again = await visitor.add({ itemId: 'prod-apron', variantId: 'var-apron-natural-s', quantity: 1 });
    expect(again.status).toBe(200);
    expect(again.body.newlyAdded.id).toBe(first.body.newlyAdded.id);
    expect(again.body.shoppingCart.entries).toHaveLength(1);
    const ebook = await visitor.add({ itemId: 'prod-ebook', quantity: 1 });
    const cart = ebook.body.shoppingCart;
    expect(cart.entries.map((e: { quantity: number }) => e.quantity)).toEqual([3, 1]);
    expect(cart).toMatchObject({
      subtotalCents: 3 * 4200 + 1200, grandTotalCents: 3 * 4200 + 1200, totalQuantity: 4,
      subtotal: { decimalValue: '138.00' }, grandTotal: { decimalValue: '138.00' },
      hasDigital: true, purelyDigital: false, requiresShipping: true,
    });
    const fetched = await visitor.arrive();
    expect(fetched.body.id).toBe(cart.id);
    expect(fetched.body.totalQuantity).toBe(4);
  });

  it('accepts the crumb as a body or query parameter instead of the header', async () => {
    const visitor = new Visitor(suite.server.baseUrl);
    await visitor.arrive();
    const inBody = await visitor.add({ itemId: 'prod-candle', quantity: 1, crumb: visitor.crumb }, { crumb: 'none' });
    expect(inBody.status).toBe(200);
    const inQuery = await visitor.call('POST', `/api/commerce/shopping-cart/entries?crumb=${visitor.crumb}`, {
      json: { itemId: 'prod-candle', quantity: 1 }, crumb: 'none',
    });
    expect(inQuery.status).toBe(200);
    expect(inQuery.body.shoppingCart.totalQuantity).toBe(2);
  });

  it('updates a quantity, removes with quantity 0 and with DELETE', async () => {
    const visitor = new Visitor(suite.server.baseUrl);
    await visitor.arrive();
    const candle = (await visitor.add({ itemId: 'prod-candle', quantity: 1 })).body.newlyAdded.id as string;
    const bowlAdded = (await visitor.add({ itemId: 'prod-bowl', quantity: 1 })).body.newlyAdded;
    const bowl = bowlAdded.id as string;
    expect(bowlAdded.purchasePriceCents).toBe(2250); // on sale: 30.00 → 22.50
    const update = await visitor.call('PUT', `/api/commerce/shopping-cart/entries/${candle}`, { json: { quantity: 5 } });
    expect(update.status).toBe(200);
    expect(update.body.updatedEntry).toMatchObject({ id: candle, quantity: 5, subTotalCents: 5 * 1600 });
    expect(update.body.shoppingCart.subtotalCents).toBe(5 * 1600 + 2250);
    const zero = await visitor.call('PUT', `/api/commerce/shopping-cart/entries/${candle}`, { json: { quantity: 0 } });
    expect(zero.body.updatedEntry).toBeNull();
    expect(zero.body.shoppingCart.entries.map((e: { id: string }) => e.id)).toEqual([bowl]);
    const removed = await visitor.call('DELETE', `/api/commerce/shopping-cart/entries/${bowl}`);
    expect(removed.status).toBe(200);
    expect(removed.body.shoppingCart).toMatchObject({ entries: [], totalQuantity: 0, subtotalCents: 0 });
    const gone = await visitor.call('DELETE', `/api/commerce/shopping-cart/entries/${bowl}`);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe('That item is no longer in your cart.');
  });

  it('keeps additional fields per entry, updates them and merges twins', async () => {
    const visitor = new Visitor(suite.server.baseUrl);
    await visitor.arrive();
    const a = await visitor.add({ itemId: 'prod-monogram-mug', sku: 'MUG-MONO', quantity: 1, additionalFields: JSON.stringify(MUG_FORM) });
    expect(a.status).toBe(200);
    expect(a.body.newlyAdded.additionalFields).toEqual(MUG_FORM);
    const other = { 'field-initials': 'XY', 'field-glaze': 'Rust' };
    const b = await visitor.add({ itemId: 'prod-monogram-mug', sku: 'MUG-MONO', quantity: 2, additionalFields: other });
    expect(b.body.shoppingCart.entries).toHaveLength(2);
    const changed = await visitor.call('PUT', `/api/commerce/shopping-cart/entries/${a.body.newlyAdded.id}/additionalFields`, {
      json: { itemId: 'prod-monogram-mug', sku: 'MUG-MONO', additionalFields: JSON.stringify({ 'field-initials': 'Q', 'field-glaze': 'Forest' }) },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.updatedEntry.additionalFields).toEqual({ 'field-initials': 'Q', 'field-glaze': 'Forest' });
    const merged = await visitor.call('PUT', `/api/commerce/shopping-cart/entries/${a.body.newlyAdded.id}/additionalFields`, {
      json: { itemId: 'prod-monogram-mug', sku: 'MUG-MONO', additionalFields: other },
    });
    expect(merged.status).toBe(200);
    expect(merged.body.updatedEntry).toMatchObject({ id: b.body.newlyAdded.id, quantity: 3, additionalFields: other });
    expect(merged.body.shoppingCart.entries).toHaveLength(1);
  });

  it('never lets a cart hold more than the stock, and answers the stock call', async () => {
    const stock = await new Visitor(suite.server.baseUrl).call('GET', '/api/commerce/inventory/stock/?itemId=prod-bowl');
    expect(stock.status).toBe(200);
    expect(stock.body.results).toEqual([{ itemId: 'prod-bowl', variantId: 'var-bowl', sku: 'BWL-1', unlimited: false, qtyInStock: 4 }]);
    const visitor = new Visitor(suite.server.baseUrl);
    await visitor.arrive();
    const three = await visitor.add({ itemId: 'prod-bowl', quantity: 3 });
    expect(three.status).toBe(200);
    const two = await visitor.add({ itemId: 'prod-bowl', quantity: 2 });
    expect(two.status).toBe(409);
    expect(two.body).toMatchObject({ code: 'out-of-stock', message: 'Sorry, we do not have enough of that item available.' });
    const five = await visitor.call('PUT', `/api/commerce/shopping-cart/entries/${three.body.newlyAdded.id}`, { json: { quantity: 5 } });
    expect(five.status).toBe(409);
    const four = await visitor.call('PUT', `/api/commerce/shopping-cart/entries/${three.body.newlyAdded.id}`, { json: { quantity: 4 } });
    expect(four.status).toBe(200);
    expect((await visitor.arrive()).body.totalQuantity).toBe(4);
    const unlimited = await visitor.add({ itemId: 'prod-candle', quantity: 500 });
    expect(unlimited.status).toBe(200);
  });

  it('20 concurrent adds of one unit to one cart, 5 in stock: the cart holds exactly 5', async () => {
    const visitor = new Visitor(suite.server.baseUrl);
    await visitor.arrive();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => visitor.add({ itemId: 'prod-apron', sku: 'APR-CHA-S', quantity: 1 })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.code === 'out-of-stock')).toBe(true);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(15);
    const cart = await visitor.arrive();
    expect(cart.body.entries).toHaveLength(1);
    expect(cart.body.totalQuantity).toBe(5);
  });

  it('two server processes on one database share carts and the stock rule', async () => {
    const second = await startServer(suite.db.url);
    try {
      const visitor = new Visitor(suite.server.baseUrl);
      await visitor.arrive();
      const twin = new Visitor(second.baseUrl);
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => {
          const via = i % 2 === 0 ? visitor : twin;
          for (const [k, v] of visitor.cookies) via.cookies.set(k, v);
          return via.add({ itemId: 'prod-apron', sku: 'APR-NAT-L', quantity: 1 });
        }),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(3); // 3 in stock
      expect((await twin.arrive()).body.totalQuantity).toBe(3);
      expect((await visitor.arrive()).body.totalQuantity).toBe(3);
    } finally {
      await second.stop();
    }
  }, 60_000);

  it('keeps the cart across a server restart', async () => {
    const visitor = new Visitor(suite.server.baseUrl);
    await visitor.arrive();
    const added = await visitor.add({ itemId: 'prod-workshop', quantity: 2 });
    expect(added.status).toBe(200);
    await suite.restart();
    const returning = new Visitor(suite.server.baseUrl);
    for (const [k, v] of visitor.cookies) returning.cookies.set(k, v);
    const cart = await returning.arrive();
    expect(cart.body.id).toBe(added.body.shoppingCart.id);
    expect(cart.body).toMatchObject({ totalQuantity: 2, subtotalCents: 2 * 7500 });
    const more = await returning.add({ itemId: 'prod-workshop', quantity: 1 });
    expect(more.status).toBe(200);
    expect(more.body.shoppingCart.totalQuantity).toBe(3);
  }, 60_000);
});

/** The demo shop's seed (what the server's catalogue starts from): a variant's own image. */
function seedImage(itemId: string, sku: string): string {
  const shop = JSON.parse(readFileSync(new URL('../../sites/fern-and-finch/content/collections/shop.json', import.meta.url), 'utf8')) as {
    items: { id: string; structuredContent: { variants: { sku: string; mainImage?: { assetUrl: string } }[] } }[];
  };
  const variant = shop.items.find((i) => i.id === itemId)?.structuredContent.variants.find((v) => v.sku === sku);
  return variant?.mainImage?.assetUrl ?? '';
}

describe('cart entries: what the cart page shows of each line, from the catalogue', () => {
  it('carries the product\'s URL and the chosen variant\'s thumbnail, with small sizes when the media service makes them', async () => {
    const visitor = new Visitor(suite.server.baseUrl);
    await visitor.arrive();
    const added = await visitor.add({ itemId: 'prod-apron', sku: 'APR-CHA-S', quantity: 1 });
    expect(added.status).toBe(200);
    const entry = added.body.newlyAdded;
    const image = seedImage('prod-apron', 'APR-CHA-S');
    expect(image).not.toBe('');
    expect(entry).toMatchObject({ title: 'Linen Apron', fullUrl: '/shop/p/linen-apron', thumbnail: { assetUrl: image, altText: expect.any(String) } });
    expect(entry.thumbnail.altText).not.toBe('');
    if (image.endsWith('.svg')) expect(entry.thumbnail.srcset).toBeNull();
    else expect(entry.thumbnail.srcset).toContain(`${image}?format=100w 100w`);
    const thumbnail = await fetch(`${suite.server.baseUrl}${entry.thumbnail.assetUrl}`);
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get('content-type')).toMatch(/^image\//);
    expect((await visitor.arrive()).body.entries[0]).toMatchObject({ fullUrl: '/shop/p/linen-apron', thumbnail: { assetUrl: image } });
  });

  it('says how many each entry may hold: the stock less the cart\'s other entries of the variant; unlimited up to 9999', async () => {
    const visitor = new Visitor(suite.server.baseUrl);
    await visitor.arrive();
    const bowl = await visitor.add({ itemId: 'prod-bowl', quantity: 1 });
    expect(bowl.body.newlyAdded).toMatchObject({ quantity: 1, maxQuantity: 4, chosenVariant: { sku: 'BWL-1', unlimited: false } });
    const mugA = await visitor.add({ itemId: 'prod-monogram-mug', sku: 'MUG-MONO', quantity: 3, additionalFields: JSON.stringify(MUG_FORM) });
    const mugB = await visitor.add({ itemId: 'prod-monogram-mug', sku: 'MUG-MONO', quantity: 2, additionalFields: JSON.stringify({ 'field-initials': 'Z', 'field-glaze': 'Rust' }) });
    const byId = (cart: { entries: { id: string; maxQuantity: number }[] }, id: string) => cart.entries.find((e) => e.id === id)?.maxQuantity;
    expect(byId(mugB.body.shoppingCart, mugA.body.newlyAdded.id)).toBe(8); // 10 in stock, 2 on the other line
    expect(byId(mugB.body.shoppingCart, mugB.body.newlyAdded.id)).toBe(7);
    const candle = await visitor.add({ itemId: 'prod-candle', quantity: 2 });
    expect(candle.body.newlyAdded).toMatchObject({ maxQuantity: 9999, chosenVariant: { unlimited: true }, thumbnail: { assetUrl: seedImage('prod-candle', 'CAN-1') } });
  });

  it('never takes the limit from the client: a quantity above it is refused whole and changes nothing', async () => {
    const visitor = new Visitor(suite.server.baseUrl);
    await visitor.arrive();
    const bowl = (await visitor.add({ itemId: 'prod-bowl', quantity: 2 })).body.newlyAdded;
    const path = `/api/commerce/shopping-cart/entries/${bowl.id}`;
    const over = await visitor.call('PUT', path, { json: { quantity: 5, maxQuantity: 50 } });
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ code: 'out-of-stock', message: 'Sorry, we do not have enough of that item available.' });
    const cart = (await visitor.arrive()).body;
    expect(cart.entries[0]).toMatchObject({ quantity: 2, maxQuantity: 4 });
    const atLimit = await visitor.call('PUT', path, { json: { quantity: 4 } });
    expect(atLimit.status).toBe(200);
    expect(atLimit.body.updatedEntry).toMatchObject({ quantity: 4, maxQuantity: 4 });
  });
});
