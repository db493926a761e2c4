/** An order's shipments (`order_fulfilments`, migration 0017), oldest first, undone ones included. */
import type { Kysely, Selectable } from 'kysely';
import type { Shipment } from '../../../domain/commerce/order-lifecycle.js';
import type { Database, OrderFulfilmentTable } from '../../db/schema.js';

export function toShipment(row: Selectable<OrderFulfilmentTable>): Shipment {
  const lines = JSON.parse(row.lines) as unknown;
  return {
    id: row.id,
    carrier: row.carrier,
    service: row.service,
    trackingNumber: row.tracking_number,
    trackingUrl: row.tracking_url,
    lines: Array.isArray(lines) ? lines.filter(isLine) : [],
    created: Number(row.created_at),
    undone: row.undone_at === null ? null : Number(row.undone_at),
  };
}

function isLine(value: unknown): value is { index: number; quantity: number } {
  if (value === null || typeof value !== 'object') return false;
  const { index, quantity } = value as Record<string, unknown>;
  return Number.isInteger(index) && Number.isInteger(quantity);
}

export async function orderShipments(db: Kysely<Database>, orderId: string): Promise<Shipment[]> {
  const rows = await db.selectFrom('order_fulfilments').selectAll().where('order_id', '=', orderId).orderBy('created_at').orderBy('id').execute();
  return rows.map(toShipment);
}

/** Units of each order line (by position) that went out in shipments not undone. */
export function shippedByLine(shipments: readonly Shipment[]): Map<number, number> {
  const shipped = new Map<number, number>();
  for (const s of shipments) if (s.undone === null) for (const l of s.lines) shipped.set(l.index, (shipped.get(l.index) ?? 0) + l.quantity);
  return shipped;
}
