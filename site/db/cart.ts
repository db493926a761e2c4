import type { Kysely, Selectable } from 'kysely';
import { assertHeldInStock, assertInStock, assertQuantity, resolveVariant } from './cart-rules.js';
import { insertCart, lockCart, touchCart, touchLockedCart, type CartRef } from './cart-ref.js';
import { loadCartView, type CartEntryView, type CartView } from './cart-view.js';
import { StoreError } from './errors.js';
import { fixedQuery } from './fixed-query.js';
import { newId } from './ids.js';
import { additionalFieldsKey } from './json.js';
import { MAX_ENTRY_QUANTITY } from './limits.js';
import type { CartTable, Database } from './schema.js';
import type { Store } from './store.js';
import { writeTransaction } from './transaction.js';

export interface AddToCartInput {
  itemId: string;
  /** The chosen variant; may be left out for a product with one variant. */
  sku?: string | null;
  quantity: number;
  /** The additional-fields form answers (parsed), if the product has a form. */
  additionalFields?: unknown;
}

export interface CartChange {
  cart: CartView;
  /** The entry added to or updated (`newlyAdded` / `updatedEntry` of the calls). */
  entry: CartEntryView;
}

/** The cart, or undefined when the visitor has none (nothing is created). */
export async function findCart(store: Store, ref: CartRef): Promise<CartView | undefined> {
  const query = store.db.selectFrom('carts').selectAll();
  const cart = await ('cartId' in ref
    ? query.where('id', '=', ref.cartId)
    : query.where('visitor_id', '=', ref.visitorId).where('is_purchased', '=', 0)
  ).executeTakeFirst();
  return cart && loadCartView(store.db, cart);
}

/** The visitor's open cart, created empty if they have none. */
export async function openCart(store: Store, visitorId: string): Promise<CartView> {
  return writeTransaction(store, async (trx) => {
    const cart = await lockCart(store, trx, { visitorId }, true);
    return loadCartView(trx, required(cart));
  });
}

/**
 * Adds to the cart; an entry with the same item, variant and additional fields grows instead
 * of a new entry. Refused when the cart would hold more of the variant than is in stock.
 * Its statements: the cart (locked and touched), the variant, the cart's entries, the write, the view.
 */
export async function addToCart(store: Store, ref: CartRef, input: AddToCartInput): Promise<CartChange> {
  assertQuantity(input.quantity, 1);
  return writeTransaction(store, async (trx) => {
    const cart = required(await touchLockedCart(store, trx, ref));
    return addEntry(trx, cart, input);
  });
}

/** A cart of its own for one purchase (the subscription call's `cartToken` is its id). */
export async function createCartToken(store: Store, input: AddToCartInput): Promise<CartChange> {
  assertQuantity(input.quantity, 1);
  return writeTransaction(store, async (trx) => {
    const cartId = await insertCart(store, trx, null);
    const cart = required(await touchLockedCart(store, trx, { cartId }));
    return addEntry(trx, cart, input);
  });
}

/** Sets an entry's quantity; 0 removes it. Raising it is capped by stock like an add. */
export async function setEntryQuantity(store: Store, ref: CartRef, entryId: string, quantity: number): Promise<CartView> {
  assertQuantity(quantity, 0);
  return writeTransaction(store, async (trx) => {
    const cart = required(await lockCart(store, trx, ref, false));
    const entry = await findEntry(trx, cart.id, entryId);
    if (quantity === 0) {
      await trx.deleteFrom('cart_entries').where('id', '=', entry.id).execute();
    } else {
      if (quantity > entry.quantity) {
        const variant = await trx.selectFrom('variants').selectAll().where('id', '=', entry.variant_id).executeTakeFirstOrThrow();
        await assertInStock(trx, cart.id, variant, quantity, entry.id);
      }
      await trx.updateTable('cart_entries').set({ quantity }).where('id', '=', entry.id).execute();
    }
    return loadCartView(trx, await touchCart(trx, cart));
  });
}

export async function removeEntry(store: Store, ref: CartRef, entryId: string): Promise<CartView> {
  return setEntryQuantity(store, ref, entryId, 0);
}

/**
 * Replaces an entry's additional fields. If another entry of the same item and variant already
 * has those answers, the two merge into that one.
 */
export async function updateEntryAdditionalFields(
  store: Store,
  ref: CartRef,
  entryId: string,
  input: { itemId: string; sku?: string | null; additionalFields: unknown },
): Promise<CartChange> {
  return writeTransaction(store, async (trx) => {
    const cart = required(await lockCart(store, trx, ref, false));
    const entry = await findEntry(trx, cart.id, entryId);
    const variant = await resolveVariant(trx, input.itemId, input.sku);
    if (variant.id !== entry.variant_id) throw new StoreError('unknown-entry', { entryId });
    const key = additionalFieldsKey(input.additionalFields);
    const twin = await matchingEntry(trx, cart.id, entry.product_id, entry.variant_id, key, entry.id);
    let targetId = entry.id;
    if (twin) {
      await trx.deleteFrom('cart_entries').where('id', '=', entry.id).execute();
      const quantity = Math.min(MAX_ENTRY_QUANTITY, twin.quantity + entry.quantity);
      await trx.updateTable('cart_entries').set({ quantity }).where('id', '=', twin.id).execute();
      targetId = twin.id;
    } else {
      await trx.updateTable('cart_entries').set({ additional_fields: key }).where('id', '=', entry.id).execute();
    }
    return change(await loadCartView(trx, await touchCart(trx, cart)), targetId);
  });
}

async function addEntry(trx: Kysely<Database>, cart: Selectable<CartTable>, input: AddToCartInput): Promise<CartChange> {
  const variant = await resolveVariant(trx, input.itemId, input.sku);
  const key = additionalFieldsKey(input.additionalFields);
  // One read of the cart's entries answers the stock check, the entry to merge into and the next position.
  const entries = await entriesOf.rows(trx, { cartId: cart.id });
  const held = entries.reduce((sum, e) => (e.variant_id === variant.id ? sum + e.quantity : sum), 0);
  assertHeldInStock(variant, held, input.quantity);
  const existing = entries.find(
    (e) => e.product_id === variant.product_id && e.variant_id === variant.id && e.additional_fields === key,
  );
  let entryId: string;
  if (existing) {
    const quantity = existing.quantity + input.quantity;
    if (quantity > MAX_ENTRY_QUANTITY) throw new StoreError('invalid-quantity', { quantity });
    await setQuantity.rows(trx, { quantity, entryId: existing.id });
    entryId = existing.id;
  } else {
    entryId = newId();
    await insertEntry.rows(trx, {
      id: entryId,
      cartId: cart.id,
      productId: variant.product_id,
      variantId: variant.id,
      quantity: input.quantity,
      key,
      position: entries.reduce((last, e) => Math.max(last, Number(e.position)), -1) + 1,
      now: Date.now(),
    });
  }
  return change(await loadCartView(trx, cart), entryId);
}

async function findEntry(trx: Kysely<Database>, cartId: string, entryId: string) {
  const entry = await trx.selectFrom('cart_entries').selectAll().where('id', '=', entryId).where('cart_id', '=', cartId).executeTakeFirst();
  if (!entry) throw new StoreError('unknown-entry', { entryId });
  return entry;
}

function required(cart: Selectable<CartTable> | undefined): Selectable<CartTable> {
  if (!cart) throw new StoreError('unknown-cart');
  return cart;
}

function change(cart: CartView, entryId: string): CartChange {
  const entry = cart.entries.find((e) => e.id === entryId);
  if (!entry) throw new Error(`entry ${entryId} vanished inside its own transaction`);
  return { cart, entry };
}

/** The cart's entry for this item, variant and additional fields (entries merge on these), other than `except`. */
async function matchingEntry(
  trx: Kysely<Database>,
  cartId: string,
  productId: string,
  variantId: string,
  key: string,
  except?: string,
): Promise<{ id: string; quantity: number } | undefined> {
  let query = trx
    .selectFrom('cart_entries')
    .select(['id', 'quantity'])
    .where('cart_id', '=', cartId)
    .where('product_id', '=', productId)
    .where('variant_id', '=', variantId)
    .where('additional_fields', '=', key);
  if (except !== undefined) query = query.where('id', '!=', except);
  return query.executeTakeFirst();
}

const entriesOf = fixedQuery<
  { cartId: string },
  { id: string; product_id: string; variant_id: string; quantity: number; additional_fields: string; position: number }
>(['cartId'], (db, a) =>
  db.selectFrom('cart_entries').select(['id', 'product_id', 'variant_id', 'quantity', 'additional_fields', 'position']).where('cart_id', '=', a.cartId),
);

const setQuantity = fixedQuery<{ quantity: number; entryId: string }, unknown>(['quantity', 'entryId'], (db, a) =>
  db.updateTable('cart_entries').set({ quantity: a.quantity }).where('id', '=', a.entryId),
);

type NewEntry = { id: string; cartId: string; productId: string; variantId: string; quantity: number; key: string; position: number; now: number };
const insertEntry = fixedQuery<NewEntry, unknown>(
  ['id', 'cartId', 'productId', 'variantId', 'quantity', 'key', 'position', 'now'],
  (db, a) =>
    db.insertInto('cart_entries').values({
      id: a.id, cart_id: a.cartId, product_id: a.productId, variant_id: a.variantId,
      quantity: a.quantity, additional_fields: a.key, position: a.position, created_at: a.now,
    }),
);
