// GET /api/admin/users → {users, invitations, you}: the site's users (email, roles, last sign-in,
// status) and the invitations neither accepted nor revoked (pending or expired). ADMIN only.
import type { APIRoute } from 'astro';
import { z } from 'astro/zod';
import type { UsersAnswer } from '../../../../../domain/admin/user-admin.js';
import { listInvitations, listSiteUsers } from '../../../../db/index.js';
import { handle } from '../../../../edge/handle.js';
import { jsonResponse } from '../../../../edge/json-response.js';
import { accountRead } from '../../../../features/accounts/owner-guard.js';

export const prerender = false;

export const GET: APIRoute = handle(async (context) => {
  const { store, session } = await accountRead(context, 'owner', z.object({}).strict());
  const now = Date.now();
  const answer: UsersAnswer = {
    users: (await listSiteUsers(store)).map((u) => ({ id: u.id, email: u.email, roles: u.roles, created: u.created, lastSignIn: u.lastSignIn, status: 'active' })),
    invitations: (await listInvitations(store)).map((i) => ({ ...i, status: i.expires > now ? 'pending' : 'expired' })),
    you: session.user.id,
  };
  return jsonResponse(answer, 200, { 'cache-control': 'no-store' });
});
