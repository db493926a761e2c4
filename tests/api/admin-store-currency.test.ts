// Issue 21: the admin stored typed prices as if every currency had two decimals, so ¥500 saved in a
// JPY shop became 50000 and the cart showed ¥50,000. A price typed in the product editor is read
// by the store currency's digits: "500" in JPY is stored as 500 and shown as ¥500 in the editor's
// answer, on the product page and in the cart; "12.345" in USD is refused, naming the field.
import { describe, expect, it } from 'vitest';
import { minorUnitsText } from '../../domain/money/cart-money.js';
import { Visitor } from './helpers/visitor.js';
import { useStoreCurrency } from './helpers/store-currency.js';
import { useStoreTeam } from './helpers/store-team.js';

const PRODUCTS = '/api/admin/store/products';
const INVENTORY = '/api/admin/store/inventory';

const team = useStoreTeam();
const { suite } = team;

function product(urlId: string, price: string) {
  return {
    title: `Tea Bowl ${urlId}`, urlId, body: '<p>A bowl.</p>', excerpt: '', productType: 1, visible: true, options: [],
    variants: [{ sku: `TB-${urlId}`.toUpperCase(), attributes: {}, price, salePrice: '0', onSale: false, qtyInStock: 5, unlimited: false, imageUrl: null }],
    subscription: null, additionalFieldsFormId: null, images: [],
  };
}

const useCurrency = (code: string): Promise<void> => useStoreCurrency(suite.db, team.owner, code);

describe('typed prices in the store currency (issue 21)', () => {
  it('refuses "12.345" in a USD shop, naming the field and the currency\'s decimals, and stores nothing', async () => {
    const before = await suite.db.fingerprint();
    const res = await team.owner.merchant('POST', PRODUCTS, { json: { product: product('usd-bowl', '12.345') } });
    expect(res.status).toBe(400);
    expect(res.body.issues).toContainEqual({ path: 'product.variants.0.price', message: 'The price must be an amount such as 12.50: USD amounts have 2 decimals.' });
    expect(await suite.db.fingerprint()).toEqual(before);
  });

  it('stores ¥500 typed as "500" in a JPY shop as 500, and the editor, the product page and the cart show ¥500', async () => {
    await useCurrency('JPY');
    const created = await team.owner.merchant('POST', PRODUCTS, { json: { product: product('jpy-bowl', '500') } });
    expect(created.status).toBe(201);
    expect(created.body.product.variants[0]).toMatchObject({ price: '500', salePrice: '0' });
    const stored = await suite.db.withStore((store) => store.db.selectFrom('variants').select(['id', 'price_cents']).where('sku', '=', 'TB-JPY-BOWL').executeTakeFirstOrThrow());
    expect(Number(stored.price_cents)).toBe(500);

    const editor = await team.owner.merchant('GET', `${PRODUCTS}/${String(created.body.id)}`);
    expect(editor.body.product.variants[0].price).toBe('500');

    const shopper = new Visitor(suite.server.baseUrl);
    const page = await shopper.call('GET', created.body.fullUrl);
    expect(page.status).toBe(200);
    expect(page.body).toContain('¥500');
    expect(page.body).not.toContain('¥50,000');

    await shopper.arrive();
    const added = await shopper.add({ itemId: created.body.id, sku: 'TB-JPY-BOWL', quantity: 1 });
    expect(added.status).toBe(200);
    const cart = added.body.shoppingCart;
    expect(cart).toMatchObject({ subtotalCents: 500, subtotal: { decimalValue: '500', currencyCode: 'JPY' } });
    expect(minorUnitsText(cart.subtotalCents, cart.subtotal.currencyCode)).toBe('¥500');

    // Saved again unchanged, the price stays 500 (the editor's "500" reads back as 500, not 5).
    const again = await team.owner.merchant('PUT', `${PRODUCTS}/${String(created.body.id)}`, { json: { version: created.body.version, product: editor.body.product } });
    expect(again.status).toBe(200);
    expect(again.body.product.variants[0].price).toBe('500');

    const half = await team.owner.merchant('PUT', `${PRODUCTS}/${String(created.body.id)}`, { json: { version: again.body.version, product: { ...editor.body.product, variants: [{ ...editor.body.product.variants[0], price: '5.5' }] } } });
    expect(half.status).toBe(400);
    expect(half.body.issues).toContainEqual({ path: 'product.variants.0.price', message: 'The price must be an amount such as 500: JPY amounts have no decimals.' });
  });
});
