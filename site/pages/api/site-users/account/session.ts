// POST /api/site-users/account/session {email, password, rememberMe} → {xsrfToken}: opens a site
// user's session (cookie `sf_session`, HttpOnly, SameSite=Lax) and sets `SiteUserInfo`. A wrong
// password and an unknown email answer the same 401. Attempts are throttled per address and account
// (429, a growing wait per account, a captcha from addresses that failed, none of it for the owner's
// known address or `sf_device`: site/features/accounts/login-limit.ts); when
// the password-hashing queue is full the call answers 503 at once. An admin whose two-step
// verification is on must send `code` too (401 `second-factor-required`, then `second-factor-invalid`
// for a wrong or replayed one; each counted by the throttle). A user whose roles open the admin also
// gets a second session, the admin's (admin-cookies.ts: HttpOnly, SameSite=Strict, on the admin's
// paths only); `sf_session` never opens an admin call, and the admin's xsrf token is only in the
// admin page (see site/features/accounts/README.md, "The admin is its own world").
// DELETE /api/site-users/account/session?cloneCart= → {success}: closes it. A missing or wrong
// crumb answers 403 with `crumbFail: true` (the client retries once). The cart belongs to the
// visitor cookie, which logout keeps: with or without cloneCart the visitor keeps their cart.
import type { APIRoute } from 'astro';
import { mayEnterAdmin } from '../../../../../domain/admin/permissions.js';
import { authenticateSiteUser, createSession, deleteSession, findSession, QueueFullError } from '../../../../db/index.js';
import { loginSchema, logoutQuerySchema } from '../../../../features/accounts/account-schemas.js';
import { ApiError } from '../../../../edge/api-error.js';
import { clearAdminCookies, setAdminCookies } from '../../../../features/accounts/admin-cookies.js';
import { requestClient } from '../../../../features/accounts/audit.js';
import { auditSignIn, auditSignInFailed, auditSignOut } from '../../../../features/accounts/sign-in-audit.js';
import { laterCaptcha } from '../../../../features/captcha/captcha.js';
import { assertCrumb } from '../../../../edge/crumb.js';
import { handle } from '../../../../edge/handle.js';
import { jsonResponse } from '../../../../edge/json-response.js';
import { beginSignIn } from '../../../../features/accounts/login-limit.js';
import { signInDevice } from '../../../../features/accounts/sign-in-device.js';
import { accountStore } from '../../../../features/accounts/merchant-user.js';
import { addressOf, takeWriteLimit } from '../../../../edge/rate-limit.js';
import {
  clearSessionCookies, LONG_SESSION_MS, readSessionToken, setSessionCookies, SHORT_SESSION_MS,
} from '../../../../features/accounts/site-session.js';
import { stateChange } from '../../../../edge/state-change.js';
import { assertSecondFactor } from '../../../../features/accounts/totp/second-factor.js';
import { validate } from '../../../../edge/validate.js';

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
  await assertSecondFactor(store, user.id, input.code);
  await attempt.succeeded();
  await auditSignIn(context, store, user);
  const previous = readSessionToken(context.cookies);
  if (previous) await deleteSession(store, previous);
  const rememberMe = input.rememberMe === true;
  const ttl = rememberMe ? LONG_SESSION_MS : SHORT_SESSION_MS;
  const client = requestClient(context);
  const session = await createSession(store, user.id, ttl, client);
  setSessionCookies(context.cookies, session.token, user.id, rememberMe);
  if (mayEnterAdmin(user.roles)) {
    const admin = await createSession(store, user.id, ttl, client, 'admin', session.id);
    setAdminCookies(context.cookies, admin.token, rememberMe ? Math.floor(ttl / 1000) : undefined);
  } else {
    clearAdminCookies(context.cookies);
  }
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
  // The admin session's row is closed by the admin's own sign-out (DELETE /api/admin/session);
  // its cookies go here too, so signing out anywhere leaves the browser signed out of both.
  clearAdminCookies(context.cookies);
  return jsonResponse({ success: true });
});
