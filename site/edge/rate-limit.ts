import { createHash } from 'node:crypto';
import type { APIContext } from 'astro';
import { countHits, positiveSetting, sweepCounts, type Store } from '../db/index.js';
import { ApiError } from './api-error.js';
import { clientAddress } from './client-address.js';
import { addressSubject } from './ip-address.js';
import { apiStore } from '../server/store.js';
import { readVisitorId } from './visitor-cookie.js';

/**
 * Fixed-window limits counted in the database (table `rate_limits`), so every process on one
 * database shares them, and keyed on what a client cannot choose: its address (through the
 * trusted proxies; IPv6 by /64), with the visitor or session as a second, narrower key. A fresh
 * cookie per request starts a new visitor count but never a new address count.
 */
export const RATE_LIMITED_MESSAGE = 'Please try again in a few seconds.';

export interface LimitRule {
  /** Names the counters of the rule (the first part of their keys). */
  readonly scope: string;
  readonly limit: number;
  readonly windowMs: number;
}

const env = process.env;
const writesPerVisitor = positiveSetting(env['RATE_LIMIT_WRITES'], 60);
const writeWindowMs = positiveSetting(env['RATE_LIMIT_WINDOW_MS'], 10_000);
const trackingPerVisitor = positiveSetting(env['RATE_LIMIT_TRACKING'], 300);

/** Changes per address and visitor (`RATE_LIMIT_WRITES` per `RATE_LIMIT_WINDOW_MS`, default 60 per 10 s). */
export const WRITES: LimitRule = { scope: 'writes', limit: writesPerVisitor, windowMs: writeWindowMs };
/** Changes per address, whatever the cookies (`RATE_LIMIT_ADDRESS_WRITES`, default ten visitors' worth). */
export const ADDRESS_WRITES: LimitRule = {
  scope: 'writes-address', limit: positiveSetting(env['RATE_LIMIT_ADDRESS_WRITES'], 10 * writesPerVisitor), windowMs: writeWindowMs,
};
/** Tracking calls per address and visitor (`RATE_LIMIT_TRACKING` per 10 s, default 300): beacons never use up changes. */
export const TRACKING: LimitRule = { scope: 'tracking', limit: trackingPerVisitor, windowMs: 10_000 };
/** Tracking calls per address (`RATE_LIMIT_ADDRESS_TRACKING`, default ten visitors' worth). */
export const ADDRESS_TRACKING: LimitRule = {
  scope: 'tracking-address', limit: positiveSetting(env['RATE_LIMIT_ADDRESS_TRACKING'], 10 * trackingPerVisitor), windowMs: 10_000,
};

/** The key of `rule`'s counter for `subject`: hashed, so the table holds no addresses or emails. */
export function limitKey(scope: string, subject: string): string {
  return `${scope}:${createHash('sha256').update(subject).digest('base64url').slice(0, 32)}`;
}

export function rateLimited(retryAfterMs: number): ApiError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new ApiError(429, 'rate-limited', RATE_LIMITED_MESSAGE, [], { 'retry-after': String(seconds) });
}

const SWEEP_EVERY_MS = 60_000;
let lastSweep = 0;

/** Deletes ended windows, at most once a minute per process; a failure only delays it. */
export function sweepLater(store: Store, now = Date.now()): void {
  if (now - lastSweep < SWEEP_EVERY_MS) return;
  lastSweep = now;
  sweepCounts(store, now).catch((error: unknown) => console.error('[limits] removing ended windows failed:', error));
}

/** Counts the request against each rule and subject; 429 with Retry-After when one is past its limit. */
export async function takeLimits(checks: readonly { rule: LimitRule; subject: string }[], now = Date.now()): Promise<void> {
  const store = await apiStore();
  const counts = await countHits(store, checks.map(({ rule, subject }) => ({ key: limitKey(rule.scope, subject), windowMs: rule.windowMs })), now);
  sweepLater(store, now);
  let waitMs = 0;
  checks.forEach(({ rule }, i) => {
    const count = counts[i];
    if (count && count.count > rule.limit) waitMs = Math.max(waitMs, count.expiresAt - now);
  });
  if (waitMs > 0) throw rateLimited(waitMs);
}

/** The client's address as the limits count it (IPv6 by /64). */
export function addressOf(context: Pick<APIContext, 'request' | 'locals' | 'clientAddress'>): string {
  return addressSubject(clientAddress(context));
}

/**
 * A change's limits: per address, and per address and `who` (default: the visitor cookie; a
 * request without one counts as the address's cookieless visitor).
 */
export async function takeWriteLimit(context: APIContext, who?: string): Promise<void> {
  const address = addressOf(context);
  const visitor = who ?? `visitor:${readVisitorId(context.cookies) ?? 'none'}`;
  await takeLimits([{ rule: ADDRESS_WRITES, subject: address }, { rule: WRITES, subject: `${address}|${visitor}` }]);
}

/** A tracking call's limits, like the changes' but with their own counters. */
export async function takeTrackingLimit(context: APIContext): Promise<void> {
  const address = addressOf(context);
  const visitor = readVisitorId(context.cookies) ?? 'none';
  await takeLimits([{ rule: ADDRESS_TRACKING, subject: address }, { rule: TRACKING, subject: `${address}|${visitor}` }]);
}
