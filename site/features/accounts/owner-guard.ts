import type { APIContext } from 'astro';
import type { z } from 'astro/zod';
import { mayEnterAdmin } from '../../../domain/admin/permissions.js';
import { mayManageUsers } from '../../../domain/admin/user-admin.js';
import type { SiteSession, Store } from '../../db/index.js';
import { ApiError } from '../../edge/api-error.js';
import { FORBIDDEN_MESSAGE, requireAdminSession, XSRF_MESSAGE, type MerchantCall } from './merchant-guard.js';
import { readAdminToken } from './admin-cookies.js';
import { requireRecentAuth } from './recent-auth.js';
import { takeWriteLimit } from '../../edge/rate-limit.js';
import { MAX_BODY_BYTES, readJsonBody } from '../../edge/request-body.js';
import { XSRF_HEADER } from './site-session.js';
import { sameToken } from '../../edge/tokens.js';
import { objectBody, validate } from '../../edge/validate.js';

/**
 * The calls of Users & roles, the audit log and one's own account, in the order of
 * merchant-guard.ts: the rate limit (changes), a session (401), the role (403: ADMIN for `owner`,
 * any role opening the admin for `self`), the session's xsrf token (403), then the body or query.
 */
export type Who = 'owner' | 'self';

async function guard(context: APIContext, who: Who): Promise<{ store: Store; session: SiteSession }> {
  const { store, session } = await requireAdminSession(context);
  const allowed = who === 'owner' ? mayManageUsers(session.user.roles) : mayEnterAdmin(session.user.roles);
  if (!allowed) throw new ApiError(403, 'forbidden', FORBIDDEN_MESSAGE);
  const given = context.request.headers.get(XSRF_HEADER);
  if (given === null || !sameToken(session.xsrfToken, given)) throw new ApiError(403, 'xsrf-invalid', XSRF_MESSAGE);
  return { store, session };
}

export async function accountRead<S extends z.ZodTypeAny>(context: APIContext, who: Who, schema: S): Promise<MerchantCall<z.output<S>>> {
  const { store, session } = await guard(context, who);
  return { store, session, input: validate(schema, Object.fromEntries(context.url.searchParams)) };
}

/** A change; every change of Users & roles (`owner`) also needs the password confirmed recently (`recent-auth.ts`). */
export async function accountChange<S extends z.ZodTypeAny>(context: APIContext, who: Who, schema: S | undefined): Promise<MerchantCall<z.output<S>>> {
  await takeWriteLimit(context, `session:${readAdminToken(context.cookies) ?? 'none'}`);
  const { store, session } = await guard(context, who);
  if (who === 'owner') requireRecentAuth(session);
  if (schema === undefined) return { store, session, input: undefined as z.output<S> };
  const body = await readJsonBody(context.request, MAX_BODY_BYTES);
  if (!body.ok) throw body.error;
  return { store, session, input: validate(schema, validate(objectBody, body.value)) };
}
