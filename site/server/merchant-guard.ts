import type { APIContext } from 'astro';
import type { z } from 'astro/zod';
import { findSession, type SiteSession, type SiteUserRole, type Store } from '../db/index.js';
import { ApiError } from './api-error.js';
import { accountStore } from './merchant-user.js';
import { takeWriteLimit } from './rate-limit.js';
import { readJsonBody } from './request-body.js';
import { objectBody } from './schemas.js';
import { readSessionToken, XSRF_HEADER } from './site-session.js';
import { sameToken } from './tokens.js';
import { validate } from './validate.js';

/** The roles that may run the merchant calls (restock notifications, site settings). */
export const MERCHANT_ROLES: readonly SiteUserRole[] = ['ADMIN', 'STORE_MANAGER'];

export const SIGN_IN_MESSAGE = 'Please sign in to continue.';
export const FORBIDDEN_MESSAGE = 'Your account is not allowed to do this.';
export const XSRF_MESSAGE = 'Your session has expired. Please sign in again.';

/**
 * A merchant call's checks: a live session (401), a merchant role (403), and the session's xsrf
 * token in the `X-XSRF-Token` header (403; it also stands for the crumb, being bound to the session).
 */
export async function requireMerchant(context: APIContext): Promise<{ store: Store; session: SiteSession }> {
  const store = await accountStore();
  const token = readSessionToken(context.cookies);
  const session = token === undefined ? undefined : await findSession(store, token);
  if (!session) throw new ApiError(401, 'not-signed-in', SIGN_IN_MESSAGE);
  if (!session.user.roles.some((role) => MERCHANT_ROLES.includes(role))) throw new ApiError(403, 'forbidden', FORBIDDEN_MESSAGE);
  const given = context.request.headers.get(XSRF_HEADER);
  if (given === null || !sameToken(session.xsrfToken, given)) throw new ApiError(403, 'xsrf-invalid', XSRF_MESSAGE);
  return { store, session };
}

/** A merchant read: the checks above, then the query against its schema (400). */
export async function merchantRead<S extends z.ZodTypeAny>(context: APIContext, schema: S): Promise<{ store: Store; input: z.output<S> }> {
  const { store } = await requireMerchant(context);
  return { store, input: validate(schema, Object.fromEntries(context.url.searchParams)) };
}

/**
 * A merchant change: the rate limit (429), the checks above, then the JSON body (413/415/400)
 * when the call takes one (`schema` undefined: a body-less call such as a DELETE).
 */
export async function merchantChange<S extends z.ZodTypeAny>(context: APIContext, schema: S | undefined): Promise<{ store: Store; input: z.output<S> }> {
  await takeWriteLimit(context, `session:${readSessionToken(context.cookies) ?? 'none'}`);
  const { store } = await requireMerchant(context);
  if (schema === undefined) return { store, input: undefined as z.output<S> };
  const body = await readJsonBody(context.request);
  if (!body.ok) throw body.error;
  return { store, input: validate(schema, validate(objectBody, body.value)) };
}
