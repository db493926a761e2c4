/**
 * The orders CSV: the rows the Orders screen shows for the same filters (status, payment,
 * fulfilment, search), newest first, at most `MAX_EXPORT_ROWS`. Cells are quoted; a cell that a
 * spreadsheet would run as a formula (starting with = + - @ or a tab) is prefixed with `'`.
 */
import type { OrderListQuery, OrderRow } from '../../../domain/admin/orders.js';
import { FULFILMENT_LABELS, PAYMENT_LABELS } from '../../../domain/commerce/order-lifecycle.js';
import { ORDER_STATUS_LABELS } from '../../../domain/commerce/order-status.js';
import { pageOrders } from './order-list.js';
import type { Store } from '../../db/index.js';
import { centsText } from '../../../domain/money/money-json.js';

export const MAX_EXPORT_ROWS = 10_000;

const HEADER = ['Order', 'Date (UTC)', 'Customer email', 'Status', 'Payment', 'Fulfilment', 'Items', 'Total', 'Currency', 'Test'];

export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) || safe !== value ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function rowCells(o: OrderRow): string[] {
  return [
    `#${String(o.number)}`,
    new Date(o.created).toISOString().replace('T', ' ').slice(0, 16),
    o.customerEmail ?? '',
    ORDER_STATUS_LABELS[o.status],
    PAYMENT_LABELS[o.paymentStatus],
    FULFILMENT_LABELS[o.fulfilmentStatus],
    String(o.itemCount),
    centsText(o.grandTotalCents, o.currencyCode),
    o.currencyCode,
    o.testMode ? 'yes' : 'no',
  ];
}

export async function ordersCsv(store: Store, filters: Omit<OrderListQuery, 'cursor' | 'limit'>): Promise<string> {
  const lines = [HEADER.join(',')];
  let cursor: string | undefined;
  for (;;) {
    const page = await pageOrders(store, { ...filters, limit: 100, ...(cursor !== undefined ? { cursor } : {}) });
    for (const o of page.orders) lines.push(rowCells(o).map(csvCell).join(','));
    if (!page.hasNextPage || page.nextPageCursor === null || lines.length > MAX_EXPORT_ROWS) break;
    cursor = page.nextPageCursor;
  }
  return `${lines.slice(0, MAX_EXPORT_ROWS + 1).join('\r\n')}\r\n`;
}
