/**
 * A gift card at checkout: the shopper applies a code to the cart (checked against the guess
 * limit first: failed attempts per client address, which a client cannot choose,
 * `GIFT_CARD_GUESSES` per 15 minutes, default 10; a code that works gives its attempt back), the checkout page shows what the card pays, its balance after this order
 * and what is left to pay by another method; placing the order spends it in the order's own
 * transaction, conditionally on the balance read (two orders never spend one balance twice).
 * Every path refuses while the shop's gift-card entitlement is off.
 */
import type { Kysely } from 'kysely';
import { GIFT_CARD_MESSAGES, giftCardPays, maskedCode, normaliseGiftCardCode } from '../../../domain/commerce/gift-card.js';
import { SALE_OFF_MESSAGES } from '../../../domain/commerce/sale-entitlement.js';
import { findCart, positiveSetting, type CartRef, type CartView, type OrderPayment, type Store } from '../../db/index.js';
import type { Database } from '../../db/schema.js';
import { ApiError } from '../../edge/api-error.js';
import { currentEntitlements } from '../entitlements/entitlements.js';
import { limitKey, rateLimited, type LimitRule } from '../../edge/rate-limit.js';
import { countHits, uncountHits } from '../../db/rate-limits.js';
import { giftCardDigest } from './gift-card-code.js';
import { cardByDigest, cardById, moveBalance, type GiftCardRecord } from './gift-card-records.js';

/** Code attempts per client address (`GIFT_CARD_GUESSES` per 15 minutes, default 10). */
export const GIFT_CARD_GUESSES: LimitRule = { scope: 'gift-card-guess', limit: positiveSetting(process.env['GIFT_CARD_GUESSES'], 10), windowMs: 15 * 60_000 };

export const GIFT_CARD_PROVIDER = 'gift-card';

export async function assertGiftCardsOn(): Promise<void> {
  if (!(await currentEntitlements()).giftCards) throw new ApiError(403, 'feature-unavailable', SALE_OFF_MESSAGES.giftCards, [{ path: 'giftCardCode', message: SALE_OFF_MESSAGES.giftCards }]);
}

const refusal = (status: number, code: string, message: string) => new ApiError(status, code, message, [{ path: 'giftCardCode', message }]);

/** Why a card cannot pay now, or undefined. */
function unusable(card: GiftCardRecord, currency: string): ApiError | undefined {
  if (card.status !== 'active') return refusal(409, 'gift-card-disabled', GIFT_CARD_MESSAGES.disabled);
  if (card.balance_cents <= 0) return refusal(409, 'gift-card-empty', GIFT_CARD_MESSAGES.empty);
  if (card.currency_code !== currency) return refusal(409, 'gift-card-currency', GIFT_CARD_MESSAGES.currency);
  return undefined;
}

/** Applies a typed code to the cart: the guess limit, the code's shape, the card, then the cart. */
export async function applyGiftCard(store: Store, input: { address: string; ref: CartRef; code: string; currency: string }): Promise<void> {
  await assertGiftCardsOn();
  const key = limitKey(GIFT_CARD_GUESSES.scope, input.address);
  const now = Date.now();
  const [attempts] = await countHits(store, [{ key, windowMs: GIFT_CARD_GUESSES.windowMs }], now);
  if (attempts && attempts.count > GIFT_CARD_GUESSES.limit) throw rateLimited(attempts.expiresAt - now);
  await cardOfCode(store, input);
  await uncountHits(store, [key]);
}

async function cardOfCode(store: Store, input: { ref: CartRef; code: string; currency: string }): Promise<void> {
  const code = normaliseGiftCardCode(input.code);
  if (!code) throw refusal(400, 'invalid-input', GIFT_CARD_MESSAGES.malformed);
  const card = await cardByDigest(store.db, giftCardDigest(code));
  if (!card) throw refusal(404, 'unknown-gift-card', GIFT_CARD_MESSAGES.unknown);
  const problem = unusable(card, input.currency);
  if (problem) throw problem;
  const cart = await findCart(store, input.ref);
  if (!cart || cart.isPurchased || cart.entries.length === 0) throw new ApiError(409, 'empty-cart', 'Your cart is empty.');
  await store.db.updateTable('carts').set({ gift_card_id: card.id }).where('id', '=', cart.id).execute();
}

export async function removeGiftCard(store: Store, ref: CartRef): Promise<void> {
  const cart = await findCart(store, ref);
  if (cart) await store.db.updateTable('carts').set({ gift_card_id: null }).where('id', '=', cart.id).execute();
}

async function appliedCard(store: Store, cartId: string): Promise<GiftCardRecord | undefined> {
  const row = await store.db.selectFrom('carts').select('gift_card_id').where('id', '=', cartId).executeTakeFirst();
  return row?.gift_card_id ? cardById(store.db, row.gift_card_id) : undefined;
}

/** What the checkout page shows of the applied card; undefined without one (or while gift cards are off). */
export interface CheckoutGiftCard {
  masked: string;
  balanceCents: number;
  paysCents: number;
  balanceAfterCents: number;
  leftToPayCents: number;
  problem: string | null;
}

export async function checkoutGiftCard(store: Store, cart: CartView, totalCents: number, currency: string): Promise<CheckoutGiftCard | undefined> {
  if (!(await currentEntitlements()).giftCards) return undefined;
  const card = await appliedCard(store, cart.id);
  if (!card) return undefined;
  const problem = unusable(card, currency);
  const pays = problem ? 0 : giftCardPays(card.balance_cents, totalCents);
  return {
    masked: maskedCode(card.code_last4),
    balanceCents: card.balance_cents,
    paysCents: pays,
    balanceAfterCents: card.balance_cents - pays,
    leftToPayCents: totalCents - pays,
    problem: problem?.message ?? null,
  };
}

/** The card an order will spend: how much, and how to spend it inside the order's transaction. */
export interface GiftCardRedemption {
  cents: number;
  /** The payment when the card pays everything (no other method is asked). */
  payment: OrderPayment;
  redeem(trx: Kysely<Database>, orderId: string, grandTotalCents: number, now: number): Promise<void>;
}

/** The applied card's redemption for this total; refuses (and nothing is placed) when it cannot pay. */
export async function giftCardRedemption(store: Store, cart: CartView, totalCents: number, currency: string): Promise<GiftCardRedemption | undefined> {
  const card = await appliedCard(store, cart.id);
  if (!card) return undefined;
  await assertGiftCardsOn();
  const problem = unusable(card, currency);
  if (problem) throw problem;
  const cents = giftCardPays(card.balance_cents, totalCents);
  return {
    cents,
    payment: { provider: GIFT_CARD_PROVIDER, status: 'paid', reference: maskedCode(card.code_last4), instructions: null, testMode: false },
    async redeem(trx, orderId, grandTotalCents, now) {
      const current = await cardById(trx, card.id);
      const ok = current !== undefined && current.status === 'active' && cents <= grandTotalCents && (await moveBalance(trx, current, { kind: 'redeem', amountCents: -cents, orderId, note: null, actor: null }, now));
      if (!ok || current.balance_cents !== card.balance_cents) throw refusal(409, 'gift-card-changed', GIFT_CARD_MESSAGES.changed);
    },
  };
}

/** What the order's pages say of a card it was paid with: the card, what it paid, its balance after. */
export async function orderGiftCardPayment(store: Store, orderId: string): Promise<{ masked: string; balanceAfterCents: number } | undefined> {
  const event = await store.db
    .selectFrom('gift_card_events as e')
    .innerJoin('gift_cards as c', 'c.id', 'e.gift_card_id')
    .select(['c.code_last4', 'e.balance_cents'])
    .where('e.order_id', '=', orderId)
    .where('e.kind', '=', 'redeem')
    .executeTakeFirst();
  return event ? { masked: maskedCode(event.code_last4), balanceAfterCents: event.balance_cents } : undefined;
}
