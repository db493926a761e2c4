/**
 * Subscription records (migration 0019): one per subscription line of an order, written in the
 * order's transaction; read for the shopper's order page and the admin; claimed one payment at a
 * time by the renewal schedule (a conditional update on the version, so two processes never make
 * the same renewal); cancelled by the shopper or the shop.
 */
import type { Kysely, Selectable } from 'kysely';
import { billingPlan, hasPaymentsLeft, paymentDate, type BillingPlan } from '../../domain/commerce/billing-period.js';
import { newId } from './ids.js';
import type { Database, SubscriptionTable } from './schema.js';
import type { Store } from './store.js';

export type SubscriptionStatus = 'active' | 'cancelled' | 'completed';

export interface SubscriptionRecord {
  id: string;
  orderId: string;
  orderLineId: string;
  productId: string;
  variantId: string;
  sku: string;
  productName: string;
  quantity: number;
  additionalFields: unknown;
  customerEmail: string | null;
  paymentProvider: string | null;
  plan: BillingPlan;
  paymentsMade: number;
  anchorAt: number;
  nextPaymentAt: number | null;
  status: SubscriptionStatus;
  cancelledAt: number | null;
  cancelledBy: string | null;
  lastFailure: string | null;
  version: number;
}

const asStatus = (s: string): SubscriptionStatus => (s === 'active' || s === 'completed' ? s : 'cancelled');

function toRecord(row: Selectable<SubscriptionTable>): SubscriptionRecord {
  const plan = billingPlan({ billingPeriod: { value: Number(row.period_value), unit: row.period_unit }, numBillingCycles: Number(row.num_cycles) });
  let additionalFields: unknown = null;
  try {
    additionalFields = JSON.parse(row.additional_fields) as unknown;
  } catch {
    additionalFields = null;
  }
  return {
    id: row.id,
    orderId: row.order_id,
    orderLineId: row.order_line_id,
    productId: row.product_id,
    variantId: row.variant_id,
    sku: row.sku,
    productName: row.product_name,
    quantity: Number(row.quantity),
    additionalFields,
    customerEmail: row.customer_email,
    paymentProvider: row.payment_provider,
    // A stored plan was known when it was written; a row edited by hand into nonsense stops renewing.
    plan: plan ?? { value: 1, unit: 'MONTH', cycles: 1 },
    paymentsMade: Number(row.payments_made),
    anchorAt: Number(row.anchor_at),
    nextPaymentAt: row.next_payment_at === null ? null : Number(row.next_payment_at),
    status: plan ? asStatus(row.status) : 'cancelled',
    cancelledAt: row.cancelled_at === null ? null : Number(row.cancelled_at),
    cancelledBy: row.cancelled_by,
    lastFailure: row.last_failure,
    version: Number(row.version),
  };
}

/**
 * Writes a record for each subscription line of an order just placed (inside its transaction):
 * the first payment is this order, the next falls one period later (none when the plan has one
 * payment). A line whose plan is not known is refused before this (site/features/subscriptions/).
 */
export async function recordOrderSubscriptions(trx: Kysely<Database>, orderId: string, order: { customerEmail: string | null; paymentProvider: string | null }, now: number): Promise<number> {
  const lines = await trx.selectFrom('order_lines').selectAll().where('order_id', '=', orderId).where('subscription_plan', 'is not', null).orderBy('position').execute();
  let written = 0;
  for (const line of lines) {
    const plan = billingPlan(JSON.parse(line.subscription_plan ?? 'null') as unknown);
    if (!plan) continue;
    const more = hasPaymentsLeft(plan, 1);
    await trx
      .insertInto('subscriptions')
      .values({
        id: newId(),
        order_id: orderId,
        order_line_id: line.id,
        product_id: line.product_id,
        variant_id: line.variant_id,
        sku: line.sku,
        product_name: line.product_name,
        quantity: line.quantity,
        additional_fields: line.additional_fields,
        customer_email: order.customerEmail,
        payment_provider: order.paymentProvider,
        period_value: plan.value,
        period_unit: plan.unit,
        num_cycles: plan.cycles,
        payments_made: 1,
        anchor_at: now,
        next_payment_at: more ? paymentDate(now, plan, 1) : null,
        status: more ? 'active' : 'completed',
        cancelled_at: null,
        cancelled_by: null,
        last_failure: null,
        version: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
    written += 1;
  }
  return written;
}

export async function findSubscription(store: Store, id: string): Promise<SubscriptionRecord | undefined> {
  const row = await store.db.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

/** The subscriptions an order started, or the one it renews. */
export async function subscriptionsOfOrder(db: Kysely<Database>, orderId: string): Promise<SubscriptionRecord[]> {
  const order = await db.selectFrom('orders').select(['subscription_id']).where('id', '=', orderId).executeTakeFirst();
  if (!order) return [];
  const renewed = order.subscription_id;
  const rows = await db
    .selectFrom('subscriptions')
    .selectAll()
    .where((eb) => (renewed ? eb.or([eb('order_id', '=', orderId), eb('id', '=', renewed)]) : eb('order_id', '=', orderId)))
    .orderBy('created_at')
    .execute();
  return rows.map(toRecord);
}

/** Active subscriptions whose next payment is due at `now`, oldest first. */
export async function dueSubscriptions(store: Store, now: number, limit = 50): Promise<SubscriptionRecord[]> {
  const rows = await store.db
    .selectFrom('subscriptions')
    .selectAll()
    .where('status', '=', 'active')
    .where('next_payment_at', '<=', now)
    .orderBy('next_payment_at')
    .limit(limit)
    .execute();
  return rows.map(toRecord);
}

/**
 * Takes the next payment of a due subscription for this process: counts it and moves the next
 * date on (or completes the plan), only if no one changed the record since it was read. Returns
 * the payment's index (1 = the second payment), or undefined when another process took it.
 */
export async function claimRenewal(store: Store, sub: SubscriptionRecord, now: number): Promise<number | undefined> {
  const index = sub.paymentsMade;
  const made = sub.paymentsMade + 1;
  const more = hasPaymentsLeft(sub.plan, made);
  const result = await store.db
    .updateTable('subscriptions')
    .set({
      payments_made: made,
      next_payment_at: more ? paymentDate(sub.anchorAt, sub.plan, made) : null,
      status: more ? 'active' : 'completed',
      version: sub.version + 1,
      updated_at: now,
    })
    .where('id', '=', sub.id)
    .where('version', '=', sub.version)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? index : undefined;
}

/** Notes why the last renewal was not made (cleared with `null` once one is). */
export async function noteRenewalFailure(store: Store, id: string, failure: string | null, now: number): Promise<void> {
  await store.db.updateTable('subscriptions').set({ last_failure: failure, updated_at: now }).where('id', '=', id).execute();
}

/**
 * Cancels an active subscription (no more renewals) in the given transaction; false when it was
 * not active (already cancelled or completed: nothing changes).
 */
export async function cancelSubscriptionRow(trx: Kysely<Database>, id: string, by: string, now: number): Promise<boolean> {
  const result = await trx
    .updateTable('subscriptions')
    .set((eb) => ({ status: 'cancelled', next_payment_at: null, cancelled_at: now, cancelled_by: by, version: eb('version', '+', 1), updated_at: now }))
    .where('id', '=', id)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

