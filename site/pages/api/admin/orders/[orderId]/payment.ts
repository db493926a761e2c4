// POST /api/admin/orders/{orderId}/payment {action: 'paid', version} → the panel: the shop marks a
//   pay-later order paid (the shopper gets "Payment received").
// POST … {action: 'cancel', version, restock, refund} → cancels an order nothing of which shipped.
// POST … {action: 'refund', version, amount, restock: [{index, quantity}]} → refunds part or all.
// Store area, write; 409 for a move the rules forbid or a stale version.
import type { APIRoute } from 'astro';
import { z } from 'astro/zod';
import { cancelBody, markPaidBody, refundBody, refundCents } from '../../../../../../domain/admin/order-fulfilment.js';
import { ApiError } from '../../../../../edge/api-error.js';
import { handle } from '../../../../../edge/handle.js';
import { jsonResponse } from '../../../../../edge/json-response.js';
import { merchantChange } from '../../../../../features/accounts/merchant-guard.js';
import { kickMailer } from '../../../../../mail/mailer.js';
import { adminActor, orderPanel } from '../../../../../features/orders/admin-panel.js';
import { markOrderPaid } from '../../../../../features/orders/mark-paid.js';
import { cancelOrder, refundOrder } from '../../../../../features/fulfilment/cancel-refund.js';

export const prerender = false;

const body = z.discriminatedUnion('action', [
  markPaidBody.extend({ action: z.literal('paid') }),
  cancelBody.extend({ action: z.literal('cancel') }),
  refundBody.extend({ action: z.literal('refund') }),
]);

export const POST: APIRoute = handle(async (context) => {
  const { store, session, input } = await merchantChange(context, body, 'store');
  const { orderId, currencyCode } = await orderPanel(store, context.params['orderId'] ?? '', Date.now());
  const common = { actor: adminActor(session.user.email), now: Date.now(), expectedVersion: input.version };
  if (input.action === 'paid') await markOrderPaid(store, orderId, common);
  else if (input.action === 'cancel') await cancelOrder(store, orderId, { ...common, restock: input.restock, refund: input.refund });
  else {
    const refund = refundCents(input.amount, currencyCode);
    if ('message' in refund) throw new ApiError(400, 'invalid-input', refund.message, [{ path: 'amount', message: refund.message }]);
    await refundOrder(store, orderId, { ...common, cents: refund.cents, restock: input.restock });
  }
  kickMailer();
  return jsonResponse(await orderPanel(store, orderId, Date.now()));
});
