/** The browser side of tracking: the page's facts, the browser's values, cookies, sending. */
import { readCookie } from '../shared/cookies.js';
import { FACTS_ELEMENT_ID, TRACKING_TIMEOUT_MS, CONSENT_COOKIE } from '../../domain/tracking/constants.js';
import { restrictiveCookiePolicy } from '../../domain/tracking/cookie-policy.js';
import type { BrowserEnv } from './event-fields.js';
import { factsFromDataset, type PageFacts } from '../../domain/tracking/page-facts.js';

let facts: PageFacts | undefined;

/** The page's facts (site/features/tracking/tracking-facts.ts); a page without the element tracks nothing. */
export function pageFacts(): PageFacts | undefined {
  const el = document.getElementById(FACTS_ELEMENT_ID);
  facts ??= el ? factsFromDataset(el.dataset) : undefined;
  return facts;
}

export function cookie(name: string): string | undefined {
  return readCookie(document.cookie, name);
}

/** `value` must be cookie-safe (ours are checked against the §5 patterns). */
export function setCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${value}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}

export function clearCookie(name: string): void {
  document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
}

/** Whether the restrictive cookie policy applies now (the consent cookie may change). */
export function restrictive(f: PageFacts): boolean {
  return restrictiveCookiePolicy(f, cookie(CONSENT_COOKIE));
}

export function browserEnv(): BrowserEnv {
  let localStorageSupported = false;
  try {
    localStorageSupported = typeof localStorage !== 'undefined' && localStorage !== null;
  } catch {
    // storage blocked
  }
  return {
    href: location.href,
    pathname: location.pathname,
    hash: location.hash,
    search: location.search,
    title: document.title,
    referrer: document.referrer,
    userAgent: navigator.userAgent,
    language: navigator.language,
    viewportWidth: innerWidth,
    viewportHeight: innerHeight,
    screenWidth: screen.width,
    screenHeight: screen.height,
    now: Date.now(),
    localStorageSupported,
  };
}

/** Sends without holding the page: a beacon where possible, else a keepalive fetch. Never throws. */
export function beacon(url: string, body: URLSearchParams | string): void {
  try {
    const data = typeof body === 'string' ? new Blob([body], { type: 'text/plain;charset=UTF-8' }) : body;
    if (navigator.sendBeacon?.(url, data)) return;
  } catch {
    // fall back to fetch
  }
  void post(url, body);
}

/** A keepalive POST given up after the tracking timeout; failures are swallowed. */
export async function post(url: string, body: URLSearchParams | string, headers: Record<string, string> = {}): Promise<void> {
  try {
    await fetch(url, { method: 'POST', body, headers, keepalive: true, credentials: 'same-origin', signal: AbortSignal.timeout(TRACKING_TIMEOUT_MS) });
  } catch {
    // tracking failures are swallowed silently
  }
}

/** A keepalive POST given up after the tracking timeout: its status, or undefined when it failed. */
export async function postForStatus(url: string, body: string, headers: Record<string, string>): Promise<number | undefined> {
  try {
    const response = await fetch(url, { method: 'POST', body, headers, keepalive: true, credentials: 'same-origin', signal: AbortSignal.timeout(TRACKING_TIMEOUT_MS) });
    return response.status;
  } catch {
    return undefined;
  }
}

/** Runs `fn` once the page has loaded and the browser is idle. */
export function afterLoad(fn: () => void): void {
  const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(() => fn(), { timeout: 2000 }) : setTimeout(fn, 1));
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}
