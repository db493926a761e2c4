// GET /api/admin/account/sessions → {sessions: SessionRow[]}: the signed-in user's live sessions
// (device and browser, address, last seen; this one marked `current`). DELETE → {ended}: ends all
// the others. Any role that opens the admin.
import type { APIRoute } from 'astro';
import { z } from 'astro/zod';
import { deviceLabel } from '../../../../../../domain/admin/device-label.js';
import type { SessionRow } from '../../../../../../domain/admin/user-admin.js';
import { endOtherSessions, listUserSessions } from '../../../../../db/index.js';
import { AUDIT_ACTIONS, describeAudit } from '../../../../../features/accounts/audit.js';
import { handle } from '../../../../../edge/handle.js';
import { jsonResponse } from '../../../../../edge/json-response.js';
import { accountChange, accountRead } from '../../../../../features/accounts/owner-guard.js';

export const prerender = false;

export const GET: APIRoute = handle(async (context) => {
  const { store, session } = await accountRead(context, 'self', z.object({}).strict());
  const sessions: SessionRow[] = (await listUserSessions(store, session.user.id)).map((s) => ({
    id: s.id, created: s.created, lastSeen: s.lastSeen, address: s.address, device: deviceLabel(s.userAgent), current: s.id === session.id,
  }));
  return jsonResponse({ sessions }, 200, { 'cache-control': 'no-store' });
});

export const DELETE: APIRoute = handle(async (context) => {
  const { store, session } = await accountChange(context, 'self', undefined);
  const ended = await endOtherSessions(store, session.user.id, session.id);
  describeAudit(context, { action: AUDIT_ACTIONS.otherSessionsRevoked, target: `${session.user.email}: ${String(ended)} ended` });
  return jsonResponse({ ended });
});
