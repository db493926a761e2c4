/**
 * A refused no-JavaScript checkout (form post), carried back to the checkout page: the message,
 * the issues naming each field, and what the shopper typed, so the page shows the errors beside
 * the fields they filled. A short-lived HttpOnly cookie read once; the page escapes every value.
 */
import type { CookieReader } from '../../edge/cookie-jar.js';
import type { AstroCookies } from 'astro';
import type { ApiIssue } from '../../edge/api-error.js';

export const CHECKOUT_FLASH_COOKIE = 'sf_checkout_form';
/** Cookies hold about 4 KB: past this the typed values are dropped and only the errors kept. */
const MAX_COOKIE = 3600;
const KEPT_OUT = new Set(['crumb', 'idempotencyKey', 'cartToken', 'paymentProvider']);

export interface CheckoutFlash {
  message: string;
  issues: ApiIssue[];
  values: Record<string, string>;
}

export function setCheckoutFlash(cookies: AstroCookies, message: string, issues: readonly ApiIssue[], form: URLSearchParams): void {
  const values = Object.fromEntries([...form].filter(([name]) => !KEPT_OUT.has(name)).map(([name, value]) => [name, value.slice(0, 300)]));
  const trimmed = { message: message.slice(0, 300), issues: issues.slice(0, 20).map((i) => ({ path: i.path.slice(0, 60), message: i.message.slice(0, 200) })) };
  let encoded = encode({ ...trimmed, values });
  if (encoded.length > MAX_COOKIE) encoded = encode({ ...trimmed, values: {} });
  cookies.set(CHECKOUT_FLASH_COOKIE, encoded, { httpOnly: true, sameSite: 'lax', path: '/', maxAge: 120 });
}

/** The refusal left for this checkout page view, if any (the page that shows it deletes the cookie: site/http/serve-page.ts). */
export function readCheckoutFlash(cookies: CookieReader): CheckoutFlash | undefined {
  const raw = cookies.get(CHECKOUT_FLASH_COOKIE)?.value;
  if (raw === undefined) return undefined;
  try {
    const parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Partial<CheckoutFlash>;
    if (typeof parsed.message !== 'string' || !Array.isArray(parsed.issues) || typeof parsed.values !== 'object' || parsed.values === null) return undefined;
    const values = Object.fromEntries(Object.entries(parsed.values).filter((e): e is [string, string] => typeof e[1] === 'string'));
    const issues = parsed.issues.filter((i): i is ApiIssue => typeof i?.path === 'string' && typeof i?.message === 'string');
    return { message: parsed.message, issues, values };
  } catch {
    return undefined;
  }
}

const encode = (value: unknown): string => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
