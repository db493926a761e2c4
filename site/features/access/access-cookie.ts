/**
 * `sf_access`: the scopes a visitor has entered the password of, each signed with its scope's
 * key (HMAC-SHA256 of scope and expiry), HttpOnly, SameSite=Lax, 30 days (Secure over https, as
 * edge.ts makes every cookie). A grant whose scope got a new password no longer verifies.
 */
import type { CookieReader } from '../../edge/cookie-jar.js';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AstroCookies } from 'astro';
import type { AccessScope } from '../../../domain/site-access/access.js';
import type { AccessSecrets } from './access-store.js';

export const ACCESS_COOKIE = 'sf_access';
export const ACCESS_DAYS = 30;
const ACCESS_MS = ACCESS_DAYS * 24 * 60 * 60 * 1000;
const MAX_GRANTS = 20;

interface Grant {
  scope: string;
  expires: number;
  signature: string;
}

const sign = (key: string, scope: string, expires: number): string =>
  createHmac('sha256', Buffer.from(key, 'base64url')).update(`${scope}|${String(expires)}`).digest('base64url');

function parse(value: string | undefined): Grant[] {
  if (!value) return [];
  return value
    .split('~')
    .slice(0, MAX_GRANTS)
    .map((part) => part.split('*'))
    .filter((p): p is [string, string, string] => p.length === 3)
    .map(([scope, expires, signature]) => ({ scope, expires: Number(expires), signature }))
    .filter((g) => Number.isSafeInteger(g.expires));
}

function valid(grant: Grant, secrets: AccessSecrets, now: number): boolean {
  const secret = secrets.get(grant.scope as AccessScope);
  if (!secret || grant.expires <= now) return false;
  const expected = Buffer.from(sign(secret.key, grant.scope, grant.expires));
  const given = Buffer.from(grant.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The scopes the visitor's cookie opens now. */
export function grantedScopes(cookies: CookieReader, secrets: AccessSecrets, now = Date.now()): Set<string> {
  return new Set(parse(cookies.get(ACCESS_COOKIE)?.value).filter((g) => valid(g, secrets, now)).map((g) => g.scope));
}

/** Adds `scope` to the visitor's cookie (their other valid grants kept). */
export function grantScope(cookies: AstroCookies, scope: AccessScope, secrets: AccessSecrets, now = Date.now()): void {
  const secret = secrets.get(scope);
  if (!secret) return;
  const expires = now + ACCESS_MS;
  const kept = parse(cookies.get(ACCESS_COOKIE)?.value).filter((g) => g.scope !== scope && valid(g, secrets, now));
  const grants = [...kept.slice(-(MAX_GRANTS - 1)), { scope, expires, signature: sign(secret.key, scope, expires) }];
  const value = grants.map((g) => `${g.scope}*${String(g.expires)}*${g.signature}`).join('~');
  cookies.set(ACCESS_COOKIE, value, { httpOnly: true, sameSite: 'lax', path: '/', maxAge: ACCESS_MS / 1000 });
}
