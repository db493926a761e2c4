import { describe, expect, it } from 'vitest';
import {
  addToCart, createCartToken, findCart, openCart, removeEntry, setEntryQuantity, updateEntryAdditionalFields,
} from '../../../site/db/cart.js';
import { setStock } from '../../../site/db/catalog.js';
import { isStoreError, type StoreErrorCode } from '../../../site/db/errors.js';
import { databaseFingerprint } from '../../../site/db/fingerprint.js';
import { queryCount } from '../../../site/db/query-count.js';
import { useSeededStore } from './seeded-store.js';

const temp = useSeededStore();

const alice = { visitorId: 'visitor-alice' };
const bob = { visitorId: 'visitor-bob' };

async function refusal(attempt: Promise<unknown> | (() => Promise<unknown>)): Promise<StoreErrorCode | 'no error'> {
  try {
    await (typeof attempt === 'function' ? attempt() : attempt);
    return 'no error';
  } catch (error) {
    if (isStoreError(error)) return error.code;
    throw error;
  }
}

describe('cart entries', () => {
  it('starts with no cart, and an empty one when opened', async () => {
    expect(await findCart(temp.store, alice)).toBeUndefined();
    const cart = await openCart(temp.store, alice.visitorId);
    expect(cart).toMatchObject({ visitorId: 'visitor-alice', isPurchased: false, entries: [], subtotalCents: 0, totalQuantity: 0 });
    expect(cart).toMatchObject({ hasDigital: false, purelyDigital: false, requiresShipping: false, grandTotalCents: 0 });
    expect((await openCart(temp.store, alice.visitorId)).id).toBe(cart.id);
  });

  it('adds, merging by item, variant and additional fields', async () => {
    const first = await addToCart(temp.store, alice, { itemId: 'tee', sku: 'TEE-S', quantity: 1 });
    expect(first.entry).toMatchObject({ itemId: 'tee', quantity: 1, chosenVariant: { sku: 'TEE-S', attributes: { Size: 'S' } } });
    const again = await addToCart(temp.store, alice, { itemId: 'tee', sku: 'TEE-S', quantity: 2, additionalFields: {} });
    expect(again.entry.id).toBe(first.entry.id);
    expect(again.cart.entries).toHaveLength(1);
    expect(again.entry.quantity).toBe(3);

    const a = await addToCart(temp.store, alice, { itemId: 'engraved', quantity: 1, additionalFields: { text: 'A', font: 'serif' } });
    const sameAnswers = await addToCart(temp.store, alice, { itemId: 'engraved', quantity: 1, additionalFields: { font: 'serif', text: 'A' } });
    const otherAnswers = await addToCart(temp.store, alice, { itemId: 'engraved', quantity: 1, additionalFields: { text: 'B', font: 'serif' } });
    expect(sameAnswers.entry.id).toBe(a.entry.id);
    expect(sameAnswers.entry.quantity).toBe(2);
    expect(otherAnswers.entry.id).not.toBe(a.entry.id);
    expect(otherAnswers.entry.additionalFields).toEqual({ font: 'serif', text: 'B' });
    expect(otherAnswers.cart.entries.map((e) => e.quantity)).toEqual([3, 2, 1]);
  });

  it('keeps visitors apart', async () => {
    await addToCart(temp.store, alice, { itemId: 'tee', sku: 'TEE-S', quantity: 1 });
    await addToCart(temp.store, bob, { itemId: 'ebook', quantity: 4 });
    expect((await findCart(temp.store, alice))?.totalQuantity).toBe(1);
    expect((await findCart(temp.store, bob))?.totalQuantity).toBe(4);
  });

  it('updates quantities and removes entries', async () => {
    const { entry } = await addToCart(temp.store, alice, { itemId: 'tee', sku: 'TEE-S', quantity: 1 });
    await addToCart(temp.store, alice, { itemId: 'ebook', quantity: 1 });
    expect((await setEntryQuantity(temp.store, alice, entry.id, 4)).entries[0]?.quantity).toBe(4);
    const removed = await removeEntry(temp.store, alice, entry.id);
    expect(removed.entries.map((e) => e.itemId)).toEqual(['ebook']);
    expect(await refusal(removeEntry(temp.store, alice, entry.id))).toBe('unknown-entry');
    const other = await addToCart(temp.store, bob, { itemId: 'tee', sku: 'TEE-S', quantity: 1 });
    expect(await refusal(setEntryQuantity(temp.store, alice, other.entry.id, 2))).toBe('unknown-entry');
  });

  it('replaces additional fields, merging into an entry that already has the new answers', async () => {
    const a = await addToCart(temp.store, alice, { itemId: 'engraved', quantity: 1, additionalFields: { text: 'A' } });
    const b = await addToCart(temp.store, alice, { itemId: 'engraved', quantity: 2, additionalFields: { text: 'B' } });
    const changed = await updateEntryAdditionalFields(temp.store, alice, a.entry.id, { itemId: 'engraved', additionalFields: { text: 'C' } });
    expect(changed.entry).toMatchObject({ id: a.entry.id, additionalFields: { text: 'C' }, quantity: 1 });
    const merged = await updateEntryAdditionalFields(temp.store, alice, a.entry.id, { itemId: 'engraved', additionalFields: { text: 'B' } });
    expect(merged.entry).toMatchObject({ id: b.entry.id, quantity: 3 });
    expect(merged.cart.entries).toHaveLength(1);
  });

  it('refuses unknown items and variants, and quantities that are not whole numbers in range', async () => {
    expect(await refusal(addToCart(temp.store, alice, { itemId: 'nope', sku: 'TEE-S', quantity: 1 }))).toBe('unknown-item');
    expect(await refusal(addToCart(temp.store, alice, { itemId: 'tee', sku: 'TEE-XL', quantity: 1 }))).toBe('unknown-variant');
    expect(await refusal(addToCart(temp.store, alice, { itemId: 'ebook', sku: 'TEE-S', quantity: 1 }))).toBe('unknown-variant');
    expect(await refusal(addToCart(temp.store, alice, { itemId: 'tee', quantity: 1 }))).toBe('unknown-variant');
    for (const quantity of [0, -1, 1.5, Number.NaN, 10_000, Number.MAX_SAFE_INTEGER * 2]) {
      expect(await refusal(addToCart(temp.store, alice, { itemId: 'ebook', quantity }))).toBe('invalid-quantity');
    }
    expect(await findCart(temp.store, alice)).toBeUndefined();
  });

  it('change nothing when refused', async () => {
    const { entry } = await addToCart(temp.store, alice, { itemId: 'tee', sku: 'TEE-S', quantity: 5 });
    const before = await databaseFingerprint(temp.store);
    // One after the other: each attempt starts only when the previous one has been refused.
    const refusals = [
      () => addToCart(temp.store, alice, { itemId: 'tee', sku: 'TEE-S', quantity: 1 }),
      () => addToCart(temp.store, bob, { itemId: 'tee', sku: 'TEE-XL', quantity: 1 }),
      () => addToCart(temp.store, bob, { itemId: 'ebook', quantity: -3 }),
      () => setEntryQuantity(temp.store, alice, entry.id, 6),
      () => setEntryQuantity(temp.store, bob, entry.id, 1),
      () => updateEntryAdditionalFields(temp.store, alice, entry.id, { itemId: 'ebook', additionalFields: { a: 1 } }),
    ];
    for (const attempt of refusals) expect(await refusal(attempt)).not.toBe('no error');
    expect(await databaseFingerprint(temp.store)).toEqual(before);
  });

  it('stores SQL and script text in additional fields as plain text', async () => {
    const hostile = { text: "'); drop table carts; --", note: '<script>alert(1)</script>' };
    const { entry } = await addToCart(temp.store, alice, { itemId: 'engraved', quantity: 1, additionalFields: hostile });
    expect(entry.additionalFields).toEqual(hostile);
    expect((await findCart(temp.store, alice))?.entries[0]?.additionalFields).toEqual(hostile);
  });
});

describe('totals', () => {
  it('are computed in cents on the server from current prices', async () => {
    await addToCart(temp.store, alice, { itemId: 'tee', sku: 'TEE-S', quantity: 2 });
    const { cart } = await addToCart(temp.store, alice, { itemId: 'ebook', quantity: 3 });
    expect(cart.entries.map((e) => [e.purchasePriceCents, e.subTotalCents])).toEqual([[1500, 3000], [999, 2997]]);
    expect(cart).toMatchObject({
      subtotalCents: 5997, taxCents: 0, shippingCostCents: 0, discountCents: 0, grandTotalCents: 5997, totalQuantity: 5,
      hasDigital: true, purelyDigital: false, requiresShipping: true,
    });
  });

  it('say when a cart is purely digital', async () => {
    const { cart } = await addToCart(temp.store, alice, { itemId: 'ebook', quantity: 1 });
    expect(cart).toMatchObject({ hasDigital: true, purelyDigital: true, requiresShipping: false });
  });
});

describe('stock', () => {
  it('caps what one cart holds of a variant, over all its entries', async () => {
    await addToCart(temp.store, alice, { itemId: 'tee', sku: 'TEE-S', quantity: 4 });
    expect(await refusal(addToCart(temp.store, alice, { itemId: 'tee', sku: 'TEE-S', quantity: 2 }))).toBe('out-of-stock');
    const last = await addToCart(temp.store, alice, { itemId: 'tee', sku: 'TEE-S', quantity: 1 });
    expect(last.entry.quantity).toBe(5);
    expect(await refusal(setEntryQuantity(temp.store, alice, last.entry.id, 6))).toBe('out-of-stock');
    expect(await refusal(addToCart(temp.store, alice, { itemId: 'tee', sku: 'TEE-M', quantity: 1 }))).toBe('out-of-stock');
    // Checked per cart: another visitor may hold the same units until checkout.
    expect((await addToCart(temp.store, bob, { itemId: 'tee', sku: 'TEE-S', quantity: 5 })).entry.quantity).toBe(5);
  });

  it('counts entries that differ only by additional fields together', async () => {
    await setStock(temp.store, 'engraved', 3);
    const a = await addToCart(temp.store, alice, { itemId: 'engraved', quantity: 2, additionalFields: { text: 'A' } });
    expect(a.entry).toMatchObject({ maxQuantity: 3, unlimited: false, qtyInStock: 3 });
    expect(await refusal(addToCart(temp.store, alice, { itemId: 'engraved', quantity: 2, additionalFields: { text: 'B' } }))).toBe('out-of-stock');
    const b = await addToCart(temp.store, alice, { itemId: 'engraved', quantity: 1, additionalFields: { text: 'B' } });
    expect(b.cart.entries.map((e) => e.maxQuantity)).toEqual([2, 1]);
  });

  it('lets a cart lower a quantity even when stock fell below it', async () => {
    const { entry } = await addToCart(temp.store, alice, { itemId: 'tee', sku: 'TEE-S', quantity: 5 });
    await setStock(temp.store, 'TEE-S', 2);
    const lowered = await setEntryQuantity(temp.store, alice, entry.id, 3);
    expect(lowered.entries[0]).toMatchObject({ quantity: 3, maxQuantity: 2 });
  });

  it('never caps unlimited variants', async () => {
    const { entry } = await addToCart(temp.store, alice, { itemId: 'ebook', quantity: 9000 });
    expect(entry).toMatchObject({ quantity: 9000, unlimited: true, maxQuantity: 9999 });
  });

  it('give each entry its product\'s slug and content item', async () => {
    const { entry } = await addToCart(temp.store, alice, { itemId: 'engraved', quantity: 1 });
    expect(entry.productUrlId).toBe('engraved-pen');
    expect(entry.productContent).toMatchObject({ id: 'engraved' });
  });
});

describe('statements', () => {
  it('an add reads the cart and its entries once each', async () => {
    await addToCart(temp.store, alice, { itemId: 'tee', sku: 'TEE-S', quantity: 1 });
    const statements = async (add: () => Promise<unknown>) => {
      const before = queryCount();
      await add();
      return queryCount() - before;
    };
    // begin, the cart (locked and touched), the variant, the entries, the write, the cart's view, commit
    expect(await statements(() => addToCart(temp.store, alice, { itemId: 'tee', sku: 'TEE-S', quantity: 1 }))).toBe(7);
    expect(await statements(() => addToCart(temp.store, alice, { itemId: 'ebook', quantity: 1 }))).toBe(7);
    const { cart } = await addToCart(temp.store, alice, { itemId: 'tee', sku: 'TEE-S', quantity: 1 });
    expect(cart.entries.map((e) => [e.itemId, e.quantity])).toEqual([['tee', 3], ['ebook', 1]]);
  });
});

describe('persistence', () => {
  it('a cart survives closing and reopening the database', async () => {
    const { cart } = await addToCart(temp.store, alice, { itemId: 'tee', sku: 'TEE-S', quantity: 2, additionalFields: { gift: true } });
    const store = await temp.reopen();
    const again = await findCart(store, alice);
    expect(again).toEqual(cart);
  });
});

describe('cart tokens', () => {
  it('are carts of their own, apart from the visitor cart', async () => {
    const token = await createCartToken(temp.store, { itemId: 'tee', sku: 'TEE-S', quantity: 1 });
    expect(token.cart.visitorId).toBeNull();
    expect((await findCart(temp.store, { cartId: token.cart.id }))?.totalQuantity).toBe(1);
    expect(await findCart(temp.store, alice)).toBeUndefined();
  });
});
