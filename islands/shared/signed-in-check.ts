/**
 * The site user's signed-in check, made once per page: no `SiteUserInfo` cookie (or one that does
 * not say `authenticated`) means an anonymous visitor, known without a request; a cookie that says
 * so is confirmed by `GET /api/site-users/account/me` (the session itself is the HttpOnly cookie
 * the server reads). Whatever the answer, the promise settles, so what waits on it (the cart)
 * always goes on.
 */
import { saysSignedIn, USER_INFO_COOKIE } from '../../domain/accounts/site-user-info.js';
import { apiRequest } from './api-request.js';
import { readCookie } from './cookies.js';

export const SIGNED_IN_PATH = '/api/site-users/account/me';

let known: Promise<boolean> | undefined;

/** Resolves to whether the visitor is signed in, once that is known (the request made at most once a page). */
export function signedInKnown(): Promise<boolean> {
  known ??= saysSignedIn(readCookie(document.cookie, USER_INFO_COOKIE))
    ? apiRequest<unknown>(SIGNED_IN_PATH).then((result) => result.ok)
    : Promise.resolve(false);
  return known;
}
