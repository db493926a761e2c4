/**
 * The caps on unpaid orders, so no one holds the stock by ordering without paying: at once, at
 * most `perVisitor` orders awaiting payment per visitor, `perAddress` per client address and
 * `perEmail` per customer email (counted among the orders placed at checkout whose hold has not
 * ended). Checked in the order's write transaction, after `lockKeys` on the three subjects.
 */
import type { Kysely } from 'kysely';
import { StoreError } from './errors.js';
import type { Database } from './schema.js';

export interface UnpaidCaps {
  perVisitor: number;
  perAddress: number;
  perEmail: number;
}

export interface UnpaidHolder {
  /** The client address, hashed (what a client cannot choose). */
  from: string;
  /** The visitor, hashed. */
  by: string;
  caps: UnpaidCaps;
}

/** An email as the cap compares it: case and a `+tag` of the mailbox do not make another one. */
export function emailKey(email: string): string {
  const at = email.lastIndexOf('@');
  const local = at < 0 ? email : email.slice(0, at);
  const plus = local.indexOf('+');
  return `${(plus < 0 ? local : local.slice(0, plus)).toLowerCase()}${at < 0 ? '' : email.slice(at).toLowerCase()}`;
}

type Column = 'placed_by' | 'placed_from' | 'email_key';
const SCOPES: readonly { column: Column; cap: keyof UnpaidCaps; scope: 'visitor' | 'address' | 'email' }[] = [
  { column: 'placed_by', cap: 'perVisitor', scope: 'visitor' },
  { column: 'email_key', cap: 'perEmail', scope: 'email' },
  { column: 'placed_from', cap: 'perAddress', scope: 'address' },
];

/** `too-many-unpaid` (naming the scope and its cap) when one more unpaid order would pass a cap. */
export async function assertUnpaidRoom(trx: Kysely<Database>, holder: UnpaidHolder, email: string, now: number): Promise<void> {
  const values: Record<Column, string> = { placed_by: holder.by, placed_from: holder.from, email_key: emailKey(email) };
  for (const { column, cap, scope } of SCOPES) {
    const max = holder.caps[cap];
    const row = await trx
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where(column, '=', values[column])
      .where('status', '=', 'awaiting_payment')
      .where('expires_at', '>', now)
      .executeTakeFirstOrThrow();
    if (Number(row.n) >= max) throw new StoreError('too-many-unpaid', { scope, max });
  }
}
