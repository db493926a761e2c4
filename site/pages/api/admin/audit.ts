// GET /api/admin/audit?actor=&action=&from=&to=&cursor= → AuditAnswer: the audit log newest
// first, 50 a page, filtered by user (the actor, or the account a sign-in failed on), action and
// days (UTC); the actions and users it holds for the filters. Read only: no call changes an entry.
// ADMIN only.
import type { APIRoute } from 'astro';
import { auditQuerySchema, AUDIT_PAGE_SIZE, type AuditAnswer } from '../../../../domain/admin/audit-query.js';
import { deviceLabel } from '../../../../domain/admin/device-label.js';
import { auditFacets, InvalidCursorError, pageAudit } from '../../../db/index.js';
import { ApiError } from '../../../edge/api-error.js';
import { handle } from '../../../edge/handle.js';
import { jsonResponse } from '../../../edge/json-response.js';
import { accountRead } from '../../../features/accounts/owner-guard.js';

export const prerender = false;

const DAY_MS = 24 * 60 * 60 * 1000;
const dayStart = (day: string): number => Date.parse(`${day}T00:00:00Z`);

export const GET: APIRoute = handle(async (context) => {
  const { store, input } = await accountRead(context, 'owner', auditQuerySchema);
  const from = input.from === undefined ? undefined : dayStart(input.from);
  const to = input.to === undefined ? undefined : dayStart(input.to) + DAY_MS;
  if (Number.isNaN(from) || Number.isNaN(to)) throw new ApiError(400, 'invalid-date', 'The date is not a day of the calendar.');
  try {
    const page = await pageAudit(store, {
      limit: AUDIT_PAGE_SIZE,
      ...(input.actor ? { actor: input.actor } : {}), ...(input.action ? { action: input.action } : {}),
      ...(from !== undefined ? { from } : {}), ...(to !== undefined ? { to } : {}), ...(input.cursor ? { cursor: input.cursor } : {}),
    });
    const facets = await auditFacets(store);
    const answer: AuditAnswer = {
      entries: page.items.map((e) => ({
        id: e.id, at: e.at, actorEmail: e.actorEmail, action: e.action, target: e.target, method: e.method, route: e.route, status: e.status,
        address: e.address, device: deviceLabel(e.userAgent),
      })),
      hasNextPage: page.hasNextPage,
      nextPageCursor: page.nextPageCursor,
      ...facets,
    };
    return jsonResponse(answer, 200, { 'cache-control': 'no-store' });
  } catch (error) {
    if (error instanceof InvalidCursorError) throw new ApiError(400, 'invalid-cursor', error.message, [{ path: 'cursor', message: error.message }]);
    throw error;
  }
});
