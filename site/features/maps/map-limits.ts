/**
 * The map calls' limits: lookups per address and per address and visitor (`RATE_LIMIT_MAPS` per
 * 10 s, default 60; the address ten visitors' worth), counted like every public call
 * (site/edge/rate-limit.ts): a provider's quota is never spent by one client.
 */
import type { APIContext } from 'astro';
import { positiveSetting } from '../../db/index.js';
import { addressOf, takeLimits, type LimitRule } from '../../edge/rate-limit.js';
import { readVisitorId } from '../../edge/visitor-cookie.js';

const perVisitor = positiveSetting(process.env['RATE_LIMIT_MAPS'], 60);
export const MAP_LOOKUPS: LimitRule = { scope: 'maps', limit: perVisitor, windowMs: 10_000 };
export const ADDRESS_MAP_LOOKUPS: LimitRule = { scope: 'maps-address', limit: 10 * perVisitor, windowMs: 10_000 };

export async function takeMapLimit(context: APIContext): Promise<void> {
  const address = addressOf(context);
  const visitor = readVisitorId(context.cookies) ?? 'none';
  await takeLimits([{ rule: ADDRESS_MAP_LOOKUPS, subject: address }, { rule: MAP_LOOKUPS, subject: `${address}|${visitor}` }]);
}
