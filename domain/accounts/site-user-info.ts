/**
 * `SiteUserInfo`, the specification's cookie-user-info (001 §9): `{ authenticated, siteUserId }`
 * as JSON, set beside the HttpOnly session cookie and readable by the page's script. Only a hint:
 * the server never trusts it.
 */
export const USER_INFO_COOKIE = 'SiteUserInfo';

/** Whether a `SiteUserInfo` value says the visitor is signed in (anything unreadable: no). */
export function saysSignedIn(cookieValue: string | undefined): boolean {
  try {
    return (JSON.parse(cookieValue ?? '') as { authenticated?: unknown } | null)?.authenticated === true;
  } catch {
    return false;
  }
}
