/**
 * The outcome of a review written without JavaScript (a form post from the order confirmation),
 * carried back to that page: which product's form it was, and either that it was sent or the
 * refusal (message, issues naming fields, what the shopper typed). A short-lived HttpOnly cookie
 * read once; the template escapes every value.
 */
import type { ApiIssue } from '../../edge/api-error.js';
import type { CookieJar, CookieReader } from '../../edge/cookie-jar.js';

export const REVIEW_FLASH_COOKIE = 'sf_review_form';
const MAX_COOKIE = 3600;
const TYPED = ['rating', 'title', 'body', 'authorName'] as const;

export type ReviewFlash =
  | { productId: string; sent: true }
  | { productId: string; sent: false; message: string; issues: ApiIssue[]; values: Record<string, string> };

const encode = (value: unknown): string => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

export function setReviewSent(cookies: CookieJar, productId: string): void {
  cookies.set(REVIEW_FLASH_COOKIE, encode({ productId: productId.slice(0, 200), sent: true }), { httpOnly: true, sameSite: 'lax', path: '/', maxAge: 120 });
}

export function setReviewRefused(cookies: CookieJar, productId: string, message: string, issues: readonly ApiIssue[], form: URLSearchParams): void {
  const values = Object.fromEntries(TYPED.map((name) => [name, (form.get(name) ?? '').slice(0, 2000)]));
  const trimmed = {
    productId: productId.slice(0, 200),
    sent: false,
    message: message.slice(0, 300),
    issues: issues.slice(0, 10).map((i) => ({ path: i.path.slice(0, 60), message: i.message.slice(0, 200) })),
  };
  let encoded = encode({ ...trimmed, values });
  // Past what a cookie holds, only the errors are kept (the shopper types their review again).
  if (encoded.length > MAX_COOKIE) encoded = encode({ ...trimmed, values: {} });
  cookies.set(REVIEW_FLASH_COOKIE, encoded, { httpOnly: true, sameSite: 'lax', path: '/', maxAge: 120 });
}

/** The outcome left for this page view, if any (the page that shows it deletes the cookie: site/http/serve-page.ts). */
export function readReviewFlash(cookies: CookieReader): ReviewFlash | undefined {
  const raw = cookies.get(REVIEW_FLASH_COOKIE)?.value;
  if (raw === undefined) return undefined;
  try {
    const parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (typeof parsed['productId'] !== 'string') return undefined;
    if (parsed['sent'] === true) return { productId: parsed['productId'], sent: true };
    const { message, issues, values } = parsed;
    if (typeof message !== 'string' || !Array.isArray(issues) || typeof values !== 'object' || values === null) return undefined;
    return {
      productId: parsed['productId'],
      sent: false,
      message,
      issues: issues.filter((i): i is ApiIssue => typeof i?.path === 'string' && typeof i?.message === 'string'),
      values: Object.fromEntries(Object.entries(values).filter((e): e is [string, string] => typeof e[1] === 'string')),
    };
  } catch {
    return undefined;
  }
}
