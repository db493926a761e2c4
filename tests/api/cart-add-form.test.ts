// POST /cart/add: a buy box's form posted without JavaScript (itemId, variantId, quantity, crumb).
import { describe, expect, it } from 'vitest';
import { Visitor } from './helpers/visitor.js';
import { useSuite } from './helpers/suite.js';

const suite = useSuite({ RATE_LIMIT_WRITES: '1000' });

/** Posts the form as a browser does (no redirect followed): the status, where it goes, the flashed message. */
async function post(visitor: Visitor, fields: Record<string, string>) {
  const res = await visitor.postForm('/cart/add', { crumb: visitor.crumb ?? '', ...fields });
  const flash = res.headers.getSetCookie().find((c) => c.startsWith('sf_add_error='));
  const message = flash ? decodeURIComponent(flash.slice('sf_add_error='.length, flash.indexOf(';'))) : undefined;
  return { status: res.status, location: res.headers.get('location'), message };
}

describe('the no-script add form', () => {
  it('adds the variant named by variantId, with the quantity, and goes to the cart', async () => {
    const visitor = new Visitor(suite.server.baseUrl);
    await visitor.arrive();
    expect(await post(visitor, { itemId: 'prod-apron', variantId: 'var-apron-natural-l', quantity: '2' })).toEqual({ status: 303, location: '/cart', message: undefined });
    const cart = (await visitor.arrive()).body as { entries: { chosenVariant: { sku: string }; quantity: number }[] };
    expect(cart.entries.map((e) => [e.chosenVariant.sku, e.quantity])).toEqual([['APR-NAT-L', 2]]);
  });

  it('sends the visitor back to the product with the refusal: no variant, an unknown one, a sold-out one', async () => {
    const visitor = new Visitor(suite.server.baseUrl);
    await visitor.arrive();
    const back = (message: string) => ({ status: 303, location: '/shop/p/linen-apron', message });
    expect(await post(visitor, { itemId: 'prod-apron', variantId: '', quantity: '1' })).toEqual(back('Please select the Color and Size options.'));
    expect(await post(visitor, { itemId: 'prod-apron', variantId: 'var-nope', quantity: '1' })).toEqual(back('Sorry, that item variant is unavailable. Please select another variant.'));
    expect(await post(visitor, { itemId: 'prod-apron', variantId: 'var-apron-charcoal-l', quantity: '1' })).toEqual(back('Sorry, we do not have enough of that item available.'));
    expect((await visitor.arrive()).body).toMatchObject({ totalQuantity: 0 });
  });

  it('adds a product without options (no variantId) and refuses a forged crumb', async () => {
    const visitor = new Visitor(suite.server.baseUrl);
    await visitor.arrive();
    expect(await post(visitor, { itemId: 'prod-bowl', quantity: '1' })).toMatchObject({ status: 303, location: '/cart' });
    const forged = await post(visitor, { itemId: 'prod-bowl', quantity: '1', crumb: 'f'.repeat(32) });
    expect(forged).toMatchObject({ status: 303, location: '/shop/p/stoneware-bowl' });
    expect(forged.message).toBeTruthy();
    expect((await visitor.arrive()).body).toMatchObject({ totalQuantity: 1 });
  });
});
