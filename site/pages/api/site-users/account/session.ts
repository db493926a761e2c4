// POST /api/site-users/account/session {email, password, rememberMe} → {xsrfToken}: opens a site
// user's session (cookie `sf_session`, HttpOnly, SameSite=Lax) and sets `SiteUserInfo`. A wrong
// password and an unknown email answer the same 401. Failures are limited per email and visitor (429).
// DELETE /api/site-users/account/session?cloneCart= → {success}: closes it. A missing or wrong
// crumb answers 403 with `crumbFail: true` (the client retries once). The cart belongs to the
// visitor cookie, which logout keeps: with or without cloneCart the visitor keeps their cart.
import type { APIRoute } from 'astro';
import { authenticateSiteUser, createSession, deleteSession } from '../../../../db/index.js';
import { loginSchema, logoutQuerySchema } from '../../../../server/account-schemas.js';
import { ApiError } from '../../../../server/api-error.js';
import { assertCrumb } from '../../../../server/crumb.js';
import { handle } from '../../../../server/handle.js';
import { jsonResponse } from '../../../../server/json-response.js';
import { loginLimiter } from '../../../../server/login-limit.js';
import { accountStore } from '../../../../server/merchant-user.js';
import { writeLimiter } from '../../../../server/rate-limit.js';
import {
  clearSessionCookies, LONG_SESSION_MS, readSessionToken, setSessionCookies, SHORT_SESSION_MS,
} from '../../../../server/site-session.js';
import { stateChange } from '../../../../server/state-change.js';
import { validate } from '../../../../server/validate.js';
import { readVisitorId } from '../../../../server/visitor-cookie.js';

export const prerender = false;

const INVALID_LOGIN_MESSAGE = 'The email or password is incorrect.';

export const POST: APIRoute = handle(async (context) => {
  const { visitorId, input } = await stateChange(context, loginSchema);
  const keys = [`email:${input.email.toLowerCase()}`, `visitor:${visitorId}`];
  loginLimiter.assertAllowed(keys);
  const store = await accountStore();
  const user = await authenticateSiteUser(store, input.email, input.password);
  if (!user) loginLimiter.recordFailure(keys);
  if (!user) throw new ApiError(401, 'invalid-credentials', INVALID_LOGIN_MESSAGE);
  const previous = readSessionToken(context.cookies);
  if (previous) await deleteSession(store, previous);
  const rememberMe = input.rememberMe === true;
  const session = await createSession(store, user.id, rememberMe ? LONG_SESSION_MS : SHORT_SESSION_MS);
  setSessionCookies(context.cookies, session.token, user.id, rememberMe);
  return jsonResponse({ xsrfToken: session.xsrfToken });
});

export const DELETE: APIRoute = handle(async (context) => {
  writeLimiter.take(readVisitorId(context.cookies) ?? 'logout');
  try {
    assertCrumb(context.request, context.url, context.cookies);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const body = { error: error.message, message: error.message, code: error.code, crumbFail: true };
    return new Response(JSON.stringify(body), { status: 403, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' } });
  }
  validate(logoutQuerySchema, Object.fromEntries(context.url.searchParams));
  const token = readSessionToken(context.cookies);
  if (token) await deleteSession(await accountStore(), token);
  clearSessionCookies(context.cookies);
  return jsonResponse({ success: true });
});
