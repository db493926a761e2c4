/**
 * A discount code entered in the cart (domain/commerce/discount-code.ts): checked against the
 * guess limit first (failed attempts per client address, which a client cannot choose,
 * `DISCOUNT_CODE_GUESSES` per 15 minutes, default 20; a code that exists gives its attempt back),
 * then its shape and whether the merchant has it. A code that cannot be used whatever the cart
 * holds (inactive, not started, expired, used up) is refused with its reason (409) and not kept;
 * one that depends on the cart (a minimum subtotal) is kept and shown in `invalidCoupons` with its
 * reason until the cart qualifies. One code per cart: a new one replaces the old.
 */
import { codeProblem, CODE_PATTERN, DISCOUNT_MESSAGES, normaliseCode } from '../../../domain/commerce/discount-code.js';
import { countHits, findDiscountCode, positiveSetting, setCartChoices, uncountHits, type CartRef, type CartView, type Store } from '../../db/index.js';
import { ApiError } from '../../edge/api-error.js';
import { limitKey, rateLimited, type LimitRule } from '../../edge/rate-limit.js';
import { shopTimeZone } from './cart-pricing.js';
import { minorUnitsText } from '../../../domain/money/cart-money.js';

export const DISCOUNT_CODE_GUESSES: LimitRule = { scope: 'discount-code-guess', limit: positiveSetting(process.env['DISCOUNT_CODE_GUESSES'], 20), windowMs: 15 * 60_000 };

const refusal = (status: number, code: string, message: string) => new ApiError(status, code, message, [{ path: 'code', message }]);

export async function applyDiscountCode(store: Store, input: { address: string; ref: CartRef; code: string; currency: string }): Promise<CartView> {
  const key = limitKey(DISCOUNT_CODE_GUESSES.scope, input.address);
  const now = Date.now();
  const [attempts] = await countHits(store, [{ key, windowMs: DISCOUNT_CODE_GUESSES.windowMs }], now);
  if (attempts && attempts.count > DISCOUNT_CODE_GUESSES.limit) throw rateLimited(attempts.expiresAt - now);
  const text = normaliseCode(input.code);
  if (!CODE_PATTERN.test(text)) throw refusal(400, 'invalid-input', DISCOUNT_MESSAGES.malformed);
  const code = await findDiscountCode(store.db, text);
  if (!code) throw refusal(404, 'unknown-discount-code', DISCOUNT_MESSAGES.unknown);
  await uncountHits(store, [key]);
  // Whatever the cart holds: a subtotal no cart can fall short of, something shipped.
  const standing = codeProblem(code, { now, subtotalCents: Number.MAX_SAFE_INTEGER, requiresShipping: true, money: (cents) => minorUnitsText(cents, input.currency), timeZone: await shopTimeZone(store) });
  if (standing !== null) throw refusal(409, 'discount-code-unusable', standing);
  return setCartChoices(store, input.ref, { discountCode: code.code });
}

export async function removeDiscountCode(store: Store, ref: CartRef): Promise<CartView> {
  return setCartChoices(store, ref, { discountCode: null });
}
