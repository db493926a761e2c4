/**
 * The link to a shopper's order page that works in any browser: `/checkout/order-confirmed/<id>
 * ?t=<token>`, the token an HMAC-SHA256 of the order id under `ORDER_LINK_SECRET` (at least 32
 * characters). Under production the secret must be set: without it no token is made or accepted
 * (emails carry the plain link, which works only where the order was placed). Elsewhere a fixed
 * development secret stands in, which protects nothing.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

const isProduction = (env: NodeJS.ProcessEnv): boolean => env['NODE_ENV'] === 'production' && env['SITE_DEV'] !== '1';
const DEVELOPMENT_SECRET = createHash('sha256').update('development only: order links signed with this prove nothing').digest('hex');
const PURPOSE = 'order-page:v1:';

export function orderLinkSecret(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const value = env['ORDER_LINK_SECRET'];
  if (value !== undefined && value !== '') {
    if (value.length < 32) throw new Error('ORDER_LINK_SECRET must be at least 32 characters.');
    return value;
  }
  return isProduction(env) ? undefined : DEVELOPMENT_SECRET;
}

/** The token for an order's page; undefined when the server has no secret (production without one). */
export function orderToken(orderId: string, env: NodeJS.ProcessEnv = process.env): string | undefined {
  const secret = orderLinkSecret(env);
  return secret === undefined ? undefined : createHmac('sha256', secret).update(PURPOSE + orderId).digest('base64url');
}

export function validOrderToken(orderId: string, token: string | null | undefined, env: NodeJS.ProcessEnv = process.env): boolean {
  if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(token)) return false;
  const expected = orderToken(orderId, env);
  if (expected === undefined) return false;
  return timingSafeEqual(Buffer.from(token), Buffer.from(expected));
}

/** The order page's address from an email: signed when the server can sign. */
export function signedOrderUrl(origin: string, orderId: string, env: NodeJS.ProcessEnv = process.env): string {
  const token = orderToken(orderId, env);
  const path = `${origin}/checkout/order-confirmed/${encodeURIComponent(orderId)}`;
  return token === undefined ? path : `${path}?t=${token}`;
}
