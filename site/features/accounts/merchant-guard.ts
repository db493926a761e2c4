import type { APIContext } from 'astro';
import type { z } from 'astro/zod';
import { CODE_REFUSED_MESSAGE, mayAny, mayEnterAdmin, type AdminAccess, type AdminArea } from '../../../domain/admin/permissions.js';
import { findSession, noteSessionSeen, type SiteSession, type Store } from '../../db/index.js';
import { readAdminToken } from './admin-cookies.js';
import { ApiError } from '../../edge/api-error.js';
import { noteAuditActor, requestClient } from './audit.js';
import { accountStore } from './merchant-user.js';
import { takeWriteLimit } from '../../edge/rate-limit.js';
import { MAX_BODY_BYTES, readJsonBody } from '../../edge/request-body.js';
import { readSessionToken, XSRF_HEADER } from './site-session.js';
import { sameToken } from '../../edge/tokens.js';
import { objectBody, validate } from '../../edge/validate.js';

export const SIGN_IN_MESSAGE = 'Please sign in to continue.';
export const FORBIDDEN_MESSAGE = 'Your account is not allowed to do this.';
export const XSRF_MESSAGE = 'Your session has expired. Please sign in again.';

export interface MerchantCall<I> {
  store: Store;
  session: SiteSession;
  input: I;
}

/** The signed-in user of the storefront session (`sf_session`), or 401. */
export async function requireSession(context: APIContext): Promise<{ store: Store; session: SiteSession }> {
  const store = await accountStore();
  const token = readSessionToken(context.cookies);
  const session = token === undefined ? undefined : await findSession(store, token);
  if (!session) throw new ApiError(401, 'not-signed-in', SIGN_IN_MESSAGE);
  return { store, session };
}

/**
 * The admin session of the request (the admin cookies, `admin-cookies.ts`), or 401: a storefront
 * session opens no admin call, even an admin's. The user becomes the actor of the request's audit
 * entry (site/features/accounts/audit.ts), and the session's last use is noted for "your sessions".
 */
export async function requireAdminSession(context: APIContext): Promise<{ store: Store; session: SiteSession; token: string }> {
  const store = await accountStore();
  const token = readAdminToken(context.cookies);
  const session = token === undefined ? undefined : await findSession(store, token);
  if (!session || token === undefined || session.scope !== 'admin') throw new ApiError(401, 'not-signed-in', SIGN_IN_MESSAGE);
  noteAuditActor(context, session.user);
  await noteSessionSeen(store, session.id, session.lastSeen, requestClient(context));
  return { store, session, token };
}

/**
 * A merchant call's checks: a live session (401), a role giving this access to the area (403,
 * `domain/admin/permissions.ts`), and the session's xsrf token in the `X-XSRF-Token` header (403;
 * it also stands for the crumb, being bound to the session).
 */
export async function requireAccess(context: APIContext, area: AdminArea | readonly AdminArea[], access: AdminAccess): Promise<{ store: Store; session: SiteSession }> {
  const { store, session } = await requireAdminSession(context);
  const areas = typeof area === 'string' ? [area] : area;
  if (!mayAny(session.user.roles, areas, access)) throw forbidden(areas[0] ?? 'store', access);
  const given = context.request.headers.get(XSRF_HEADER);
  if (given === null || !sameToken(session.xsrfToken, given)) throw new ApiError(403, 'xsrf-invalid', XSRF_MESSAGE);
  return { store, session };
}

/** The 403 of a refused area; a refused code change says who may make it. */
export function forbidden(area: AdminArea, access: AdminAccess): ApiError {
  return area === 'code' && access === 'write' ? new ApiError(403, 'code-forbidden', CODE_REFUSED_MESSAGE) : new ApiError(403, 'forbidden', FORBIDDEN_MESSAGE);
}

/** The request's JSON object body against `schema` (413 beyond `bodyLimit` bytes, 415, 400). */
async function bodyOf<S extends z.ZodTypeAny>(context: APIContext, schema: S, bodyLimit: number): Promise<z.output<S>> {
  const body = await readJsonBody(context.request, bodyLimit);
  if (!body.ok) throw body.error;
  return validate(schema, validate(objectBody, body.value));
}

/** A merchant read: the checks above for reading, then the query against its schema (400). */
export async function merchantRead<S extends z.ZodTypeAny>(context: APIContext, schema: S, area: AdminArea = 'store'): Promise<MerchantCall<z.output<S>>> {
  const { store, session } = await requireAccess(context, area, 'read');
  return { store, session, input: validate(schema, Object.fromEntries(context.url.searchParams)) };
}

/**
 * A merchant change: the rate limit (429), the checks above for writing, then the JSON body
 * (413 beyond `bodyLimit` bytes, 415, 400) when the call takes one (`schema` undefined: a
 * body-less call such as a DELETE).
 */
export async function merchantChange<S extends z.ZodTypeAny>(
  context: APIContext,
  schema: S | undefined,
  /** Several areas: write access to any one of them (the media library's uploads). */
  area: AdminArea | readonly AdminArea[] = 'store',
  bodyLimit: number = MAX_BODY_BYTES,
): Promise<MerchantCall<z.output<S>>> {
  await takeWriteLimit(context, `session:${readAdminToken(context.cookies) ?? 'none'}`);
  const { store, session } = await requireAccess(context, area, 'write');
  if (schema === undefined) return { store, session, input: undefined as z.output<S> };
  return { store, session, input: await bodyOf(context, schema, bodyLimit) };
}

/**
 * A call whose body says the access it needs (a preview of a kept version only reads, a preview of
 * what is being edited is checked as a save): the rate limit (429), the checks above for reading,
 * the JSON body (413, 415, 400), then write access to the area when `writes(input)` (403).
 */
export async function merchantPost<S extends z.ZodTypeAny>(context: APIContext, schema: S, area: AdminArea, bodyLimit: number, writes: (input: z.output<S>) => boolean): Promise<MerchantCall<z.output<S>>> {
  await takeWriteLimit(context, `session:${readAdminToken(context.cookies) ?? 'none'}`);
  const { store, session } = await requireAccess(context, area, 'read');
  const input = await bodyOf(context, schema, bodyLimit);
  if (writes(input) && !mayAny(session.user.roles, [area], 'write')) throw forbidden(area, 'write');
  return { store, session, input };
}

/** Any admin call: a session (401), a role that opens the admin (403), the xsrf token (403). */
export async function requireAdmin(context: APIContext): Promise<{ store: Store; session: SiteSession; token: string }> {
  const { store, session, token } = await requireAdminSession(context);
  if (!mayEnterAdmin(session.user.roles)) throw new ApiError(403, 'forbidden', FORBIDDEN_MESSAGE);
  const given = context.request.headers.get(XSRF_HEADER);
  if (given === null || !sameToken(session.xsrfToken, given)) throw new ApiError(403, 'xsrf-invalid', XSRF_MESSAGE);
  return { store, session, token };
}

/**
 * A change any admin may make to their own account: the rate limit (429), the checks of
 * `requireAdmin`, then the JSON body against `schema` (413, 415, 400).
 */
export async function adminOwnChange<S extends z.ZodTypeAny>(context: APIContext, schema: S): Promise<MerchantCall<z.output<S>> & { token: string }> {
  await takeWriteLimit(context, `session:${readAdminToken(context.cookies) ?? 'none'}`);
  const { store, session, token } = await requireAdmin(context);
  return { store, session, token, input: await bodyOf(context, schema, MAX_BODY_BYTES) };
}
