import type { Kysely, Selectable } from 'kysely';
import { StoreError } from './errors.js';
import { fixedQuery } from './fixed-query.js';
import { newId } from './ids.js';
import type { CartTable, Database } from './schema.js';
import type { Store } from './store.js';
import { lockForUpdate } from './transaction.js';

/** Which cart: a visitor's open cart (from the cookie), or one cart by id (a cart token). */
export type CartRef = { visitorId: string } | { cartId: string };

/**
 * The cart `ref` names, locked for the rest of the transaction. A visitor without an open cart
 * gets a new one when `create`; otherwise a missing cart is `undefined`. A cart named by id
 * that was already purchased is refused.
 */
export async function lockCart(
  store: Store,
  trx: Kysely<Database>,
  ref: CartRef,
  create: boolean,
): Promise<Selectable<CartTable> | undefined> {
  if ('cartId' in ref) {
    const cart = await lockForUpdate(store, trx.selectFrom('carts').selectAll().where('id', '=', ref.cartId)).executeTakeFirst();
    if (cart?.is_purchased === 1) throw new StoreError('cart-purchased');
    return cart;
  }
  const open = () =>
    lockForUpdate(
      store,
      trx.selectFrom('carts').selectAll().where('visitor_id', '=', ref.visitorId).where('is_purchased', '=', 0),
    ).executeTakeFirst();
  const found = await open();
  if (found || !create) return found;
  await insertCart(store, trx, ref.visitorId);
  return open();
}

export async function insertCart(store: Store, trx: Kysely<Database>, visitorId: string | null): Promise<string> {
  const now = Date.now();
  const id = newId();
  // A concurrent first add for the same visitor may win the race; its cart is then used.
  await trx
    .insertInto('carts')
    .values({ id, website_id: store.websiteId, visitor_id: visitorId, is_purchased: 0, order_id: null, created_at: now, updated_at: now })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return id;
}

/**
 * The cart `ref` names, locked and marked changed now, in one statement (`UPDATE … RETURNING`,
 * which takes the row lock on PostgreSQL) when it exists. A visitor without an open cart gets a
 * new one; a cart named by id that is missing is `undefined`, one already purchased is refused.
 * A caller that then fails rolls the mark back with its transaction.
 */
export async function touchLockedCart(
  store: Store,
  trx: Kysely<Database>,
  ref: CartRef,
): Promise<Selectable<CartTable> | undefined> {
  const touch = () =>
    'cartId' in ref
      ? touchCartById.first(trx, { now: Date.now(), cartId: ref.cartId })
      : touchOpenCartOf.first(trx, { now: Date.now(), visitorId: ref.visitorId });
  const found = await touch();
  if (found?.is_purchased === 1) throw new StoreError('cart-purchased');
  if (found || 'cartId' in ref) return found;
  await insertCart(store, trx, ref.visitorId);
  return touch();
}

/** Records a change to the cart; returns the cart as it now is. */
export async function touchCart(trx: Kysely<Database>, cart: Selectable<CartTable>): Promise<Selectable<CartTable>> {
  const updated_at = Date.now();
  await trx.updateTable('carts').set({ updated_at }).where('id', '=', cart.id).execute();
  return { ...cart, updated_at };
}

const touchCartById = fixedQuery<{ now: number; cartId: string }, Selectable<CartTable>>(['now', 'cartId'], (db, a) =>
  db.updateTable('carts').set({ updated_at: a.now }).where('id', '=', a.cartId).returningAll(),
);

const touchOpenCartOf = fixedQuery<{ now: number; visitorId: string }, Selectable<CartTable>>(['now', 'visitorId'], (db, a) =>
  db.updateTable('carts').set({ updated_at: a.now }).where('visitor_id', '=', a.visitorId).where('is_purchased', '=', 0).returningAll(),
);
