// GET /api/admin/orders/export.csv?status=&payment=&fulfilment=&q= → text/csv (store area, read):
// the orders the Orders screen shows for the same filters, as a download.
import type { APIRoute } from 'astro';
import { orderListQuerySchema } from '../../../../../domain/admin/orders.js';
import { handle } from '../../../../edge/handle.js';
import { merchantRead } from '../../../../features/accounts/merchant-guard.js';
import { ordersCsv } from '../../../../admin/orders/orders-csv.js';

export const prerender = false;

export const GET: APIRoute = handle(async (context) => {
  const { store, input } = await merchantRead(context, orderListQuerySchema, 'store');
  const { cursor: _cursor, limit: _limit, ...filters } = input;
  const day = new Date().toISOString().slice(0, 10);
  return new Response(await ordersCsv(store, filters), {
    status: 200,
    headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="orders-${day}.csv"`, 'cache-control': 'no-store' },
  });
});
