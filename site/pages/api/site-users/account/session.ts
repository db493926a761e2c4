// POST /api/site-users/account/session {email, password, rememberMe} → {xsrfToken}: opens a site
// user's session (cookie `sf_session`, HttpOnly, SameSite=Lax) and sets `SiteUserInfo`. A wrong
// password and an unknown email answer the same 401. Attempts are throttled per address and account
// (429, a growing wait per account, a captcha from addresses that failed, none of it for the owner's
// known address or `sf_device`: site/server/login-limit.ts); when
// the password-hashing queue is full the call answers 503 at once.
// DELETE /api/site-users/account/session?cloneCart= → {success}: closes it. A missing or wrong
// crumb answers 403 with `crumbFail: true` (the client retries once). The cart belongs to the
// visitor cookie, which logout keeps: with or without cloneCart the visitor keeps their cart.
import type { APIRoute } from 'astro';
import { authenticateSiteUser, createSession, deleteSession, findSession, QueueFullError } from '../../../../db/index.js';
import { loginSchema, logoutQuerySchema } from '../../../../server/account-schemas.js';
import { ApiError } from '../../../../server/api-error.js';
import { requestClient } from '../../../../server/audit.js';
import { auditSignIn, auditSignInFailed, auditSignOut } from '../../../../server/sign-in-audit.js';
import { laterCaptcha } from '../../../../server/captcha.js';
import { assertCrumb } from '../../../../server/crumb.js';
import { handle } from '../../../../server/handle.js';
import { jsonResponse } from '../../../../server/json-response.js';
import { beginSignIn } from '../../../../server/login-limit.js';
import { signInDevice } from '../../../../server/sign-in-device.js';
import { accountStore } from '../../../../server/merchant-user.js';
import { addressOf, takeWriteLimit } from '../../../../server/rate-limit.js';
import {
  clearSessionCookies, LONG_SESSION_MS, readSessionToken, setSessionCookies, SHORT_SESSION_MS,
} from '../../../../server/site-session.js';
import { stateChange } from '../../../../server/state-change.js';
import { validate } from '../../../../server/validate.js';

export const prerender = false;

const INVALID_LOGIN_MESSAGE = 'The email or password is incorrect.';
export const BUSY_MESSAGE = 'The server is busy. Please try again in a few seconds.';

export const POST: APIRoute = handle(async (context) => {
  const { input } = await stateChange(context, loginSchema);
  const store = await accountStore();
  const captcha = await laterCaptcha(context, { purpose: 'sign-in', token: input.captcha, store });
  const attempt = await beginSignIn(store, { email: input.email, address: addressOf(context), captcha, device: signInDevice(context.cookies, context.url.pathname) });
  const user = await authenticateSiteUser(store, input.email, input.password).catch((error: unknown) => {
    if (error instanceof QueueFullError) throw new ApiError(503, 'busy', BUSY_MESSAGE, [], { 'retry-after': '1' });
    throw error;
  });
  if (!user) {
    await auditSignInFailed(context, store, input.email);
    throw new ApiError(401, 'invalid-credentials', INVALID_LOGIN_MESSAGE);
  }
  await attempt.succeeded();
  await auditSignIn(context, store, user);
  const previous = readSessionToken(context.cookies);
  if (previous) await deleteSession(store, previous);
  const rememberMe = input.rememberMe === true;
  const session = await createSession(store, user.id, rememberMe ? LONG_SESSION_MS : SHORT_SESSION_MS, requestClient(context));
  setSessionCookies(context.cookies, session.token, user.id, rememberMe);
  return jsonResponse({ xsrfToken: session.xsrfToken });
});

export const DELETE: APIRoute = handle(async (context) => {
  await takeWriteLimit(context);
  try {
    assertCrumb(context.request, context.url, context.cookies);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const body = { error: error.message, message: error.message, code: error.code, crumbFail: true };
    return new Response(JSON.stringify(body), { status: 403, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' } });
  }
  validate(logoutQuerySchema, Object.fromEntries(context.url.searchParams));
  const token = readSessionToken(context.cookies);
  if (token) {
    const store = await accountStore();
    const session = await findSession(store, token);
    if (session) auditSignOut(context, session.user);
    await deleteSession(store, token);
  }
  clearSessionCookies(context.cookies);
  return jsonResponse({ success: true });
});
