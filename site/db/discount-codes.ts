/**
 * The merchant's discount codes (domain/commerce/discount-code.ts) and their uses. A use is
 * counted in the order's own transaction by one conditional update (`uses < max_uses`), so of two
 * orders racing for the last use exactly one gets it, on SQLite and PostgreSQL alike; the uses per
 * customer are counted under a lock on the code and customer (transaction.ts `lockKeys`).
 */
import type { Kysely, Selectable } from 'kysely';
import type { DiscountCode, DiscountKind } from '../../domain/commerce/discount-code.js';
import { newId } from './ids.js';
import type { Database, DiscountCodeTable } from './schema.js';
import type { Store } from './store.js';
import { lockKeys } from './transaction.js';

export function discountCodeOf(row: Selectable<DiscountCodeTable>): DiscountCode {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind as DiscountKind,
    percentHundredths: Number(row.percent_hundredths),
    amountCents: Number(row.amount_cents),
    minSubtotalCents: Number(row.min_subtotal_cents),
    startsAt: row.starts_at === null ? null : Number(row.starts_at),
    endsAt: row.ends_at === null ? null : Number(row.ends_at),
    maxUses: row.max_uses === null ? null : Number(row.max_uses),
    perCustomerUses: row.per_customer_uses === null ? null : Number(row.per_customer_uses),
    uses: Number(row.uses),
    active: Number(row.active) === 1,
  };
}

export async function findDiscountCode(db: Kysely<Database>, code: string): Promise<DiscountCode | undefined> {
  const row = await db.selectFrom('discount_codes').selectAll().where('code', '=', code).executeTakeFirst();
  return row ? discountCodeOf(row) : undefined;
}

export async function listDiscountCodes(db: Kysely<Database>): Promise<DiscountCode[]> {
  const rows = await db.selectFrom('discount_codes').selectAll().orderBy('created_at', 'desc').orderBy('code').limit(500).execute();
  return rows.map(discountCodeOf);
}

type CodeFields = Omit<DiscountCode, 'id' | 'uses'>;

const columns = (f: CodeFields) => ({
  code: f.code,
  kind: f.kind,
  percent_hundredths: f.percentHundredths,
  amount_cents: f.amountCents,
  min_subtotal_cents: f.minSubtotalCents,
  starts_at: f.startsAt,
  ends_at: f.endsAt,
  max_uses: f.maxUses,
  per_customer_uses: f.perCustomerUses,
  active: f.active ? (1 as const) : (0 as const),
});

/** Adds a code; `undefined` when another code has the same text. */
export async function insertDiscountCode(db: Kysely<Database>, fields: CodeFields, now: number): Promise<DiscountCode | undefined> {
  const id = newId();
  const inserted = await db
    .insertInto('discount_codes')
    .values({ id, ...columns(fields), created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('code').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return undefined;
  const row = await db.selectFrom('discount_codes').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return discountCodeOf(row);
}

/** Changes a code's terms (its use count stays); `undefined` when there is no such code. */
export async function updateDiscountCode(db: Kysely<Database>, id: string, fields: CodeFields, now: number): Promise<DiscountCode | undefined> {
  await db.updateTable('discount_codes').set({ ...columns(fields), updated_at: now }).where('id', '=', id).execute();
  const row = await db.selectFrom('discount_codes').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? discountCodeOf(row) : undefined;
}

/** Orders this customer (email key) placed with the code. */
export async function customerUses(db: Kysely<Database>, codeId: string, emailKey: string): Promise<number> {
  const row = await db
    .selectFrom('discount_redemptions')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('discount_code_id', '=', codeId)
    .where('email_key', '=', emailKey)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export type UseRefusal = 'used-up' | 'per-customer' | 'gone';

/**
 * Counts one use of a code by an order inside the order's transaction. Refused (nothing
 * counted) when the code is gone or inactive, its uses are all taken, or this customer has used
 * it as often as it allows.
 */
export async function countDiscountUse(store: Store, trx: Kysely<Database>, use: { codeId: string; orderId: string; emailKey: string; now: number }): Promise<UseRefusal | null> {
  const code = await trx.selectFrom('discount_codes').selectAll().where('id', '=', use.codeId).executeTakeFirst();
  if (!code || Number(code.active) !== 1) return 'gone';
  if (code.per_customer_uses !== null) {
    await lockKeys(store, trx, [`discount:${use.codeId}:${use.emailKey}`]);
    if ((await customerUses(trx, use.codeId, use.emailKey)) >= Number(code.per_customer_uses)) return 'per-customer';
  }
  const counted = await trx
    .updateTable('discount_codes')
    .set((eb) => ({ uses: eb('uses', '+', 1), updated_at: use.now }))
    .where('id', '=', use.codeId)
    .where((eb) => eb.or([eb('max_uses', 'is', null), eb('uses', '<', eb.ref('max_uses'))]))
    .executeTakeFirst();
  if (Number(counted.numUpdatedRows) === 0) return 'used-up';
  await trx.insertInto('discount_redemptions').values({ id: newId(), discount_code_id: use.codeId, order_id: use.orderId, email_key: use.emailKey, created_at: use.now }).execute();
  return null;
}
