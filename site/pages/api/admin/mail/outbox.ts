// GET /api/admin/mail/outbox?kind=&limit= → {deliveries: Delivery[]}: the newest messages of the
// outbox (of one kind), with whether each was sent, is waiting for a retry, or was given up, and
// the last error (store area, read).
import type { APIRoute } from 'astro';
import { z } from 'astro/zod';
import type { Delivery } from '../../../../../domain/admin/deliveries.js';
import { listOutbox } from '../../../../db/index.js';
import { handle } from '../../../../edge/handle.js';
import { jsonResponse } from '../../../../edge/json-response.js';
import { merchantRead } from '../../../../features/accounts/merchant-guard.js';

export const prerender = false;

const query = z.object({
  kind: z.string().regex(/^[a-z-]{1,40}$/, 'kind must be a message kind such as restock').optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
}).strict();

export const GET: APIRoute = handle(async (context) => {
  const { store, input } = await merchantRead(context, query, 'store');
  const messages = await listOutbox(store, { limit: input.limit, ...(input.kind ? { kind: input.kind } : {}) });
  const deliveries: Delivery[] = messages.map((m) => ({
    id: m.id, kind: m.kind, recipient: m.recipient, created: m.created, sent: m.sent, attempts: m.attempts, lastError: m.lastError,
    status: m.sent !== null ? 'sent' : m.failed !== null ? 'failed' : 'waiting',
  }));
  return jsonResponse({ deliveries }, 200, { 'cache-control': 'no-store' });
});
