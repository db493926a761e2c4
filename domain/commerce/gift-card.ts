/**
 * Gift cards as the shop, the checkout and the admin share them: the code's shape (16 letters and
 * digits without look-alikes, shown in groups of four), how much of a total a card pays, the
 * admin's calls (look up, issue, adjust, disable) and their answers. Amounts in cents (minor
 * units of the card's currency); the limit is in major units, the same face value in every currency.
 */
import { utcDayStart as dayStart, zonedDayStart } from '../i18n/zoned-day.js';
import { z } from 'zod';
import { minorUnitsText } from '../money/cart-money.js';
import { decimalCents } from '../money/minor-units.js';

/** The code's alphabet: 32 symbols (no 0, O, 1, I), so each random byte's low 5 bits pick one evenly. */
export const GIFT_CARD_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const GIFT_CARD_CODE_LENGTH = 16;

/** "ABCD EFGH" typed any way (spaces, dashes, lower case) as the stored form, or undefined when it cannot be a code. */
export function normaliseGiftCardCode(typed: string): string | undefined {
  const code = typed.replace(/[\s-]/g, '').toUpperCase();
  if (code.length !== GIFT_CARD_CODE_LENGTH) return undefined;
  for (const ch of code) if (!GIFT_CARD_ALPHABET.includes(ch)) return undefined;
  return code;
}

/** "ABCD-EFGH-JKMN-PQRS". */
export function formatGiftCardCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

/** How the admin and the shopper see a card without its code: "•••• PQRS". */
export const maskedCode = (last4: string): string => `•••• ${last4}`;

/** What a card pays of a total: all of its balance, or the whole total when the balance is larger. */
export function giftCardPays(balanceCents: number, totalCents: number): number {
  return Math.max(0, Math.min(balanceCents, totalCents));
}

export const GIFT_CARD_MESSAGES = {
  unknown: 'That gift card code is not valid. Check the code in your email.',
  malformed: 'A gift card code has 16 letters and digits, like ABCD-EFGH-JKMN-PQRS.',
  disabled: 'This gift card can no longer be used.',
  empty: 'This gift card has no balance left.',
  currency: 'This gift card is in another currency.',
  changed: 'Your gift card balance changed since you applied it. Please review your order and place it again.',
} as const;

export const GIFT_CARD_STATUSES = ['active', 'disabled'] as const;
export type GiftCardStatus = (typeof GIFT_CARD_STATUSES)[number];

/** Most a card may hold or be changed by at once, in major units of its currency: $10,000.00, ¥10,000, 10,000.000 KWD. */
export const MAX_GIFT_CARD_AMOUNT = '10000';

/** The most a card of this currency may hold or be changed by, in its minor units: 1,000,000 USD cents, 10,000 yen. */
export function maxGiftCardCents(currency: string): number {
  return decimalCents(MAX_GIFT_CARD_AMOUNT, currency);
}

/** The message naming the limit in the card's currency (¥10,000 in JPY, $10,000.00 in USD), written by the one formatter of cents. */
export function giftCardLimitMessage(field: 'The amount' | 'The change', currency: string): string {
  return `${field} may be at most ${minorUnitsText(maxGiftCardCents(currency), currency)}.`;
}

const cents = (label: string) =>
  z
    .number({ required_error: `${label} is required.`, invalid_type_error: `${label} must be a number of cents.` })
    .int(`${label} must be a whole number of cents.`);

/** `POST /api/admin/gift-cards` in a shop of this currency: a card the merchant issues (a refund, a prize), optionally emailed. */
export const giftCardIssueSchemaIn = (currency: string) =>
  z
    .object({
      amountCents: cents('amountCents').min(1, 'The amount must be more than 0.').max(maxGiftCardCents(currency), giftCardLimitMessage('The amount', currency)),
      recipientEmail: z.string().trim().max(254).email('Recipient email must be a valid email address, like name@example.com.').nullish(),
      recipientName: z.string().trim().max(100, "Recipient's name must be at most 100 characters.").nullish(),
      note: z.string().trim().max(300, 'The note must be at most 300 characters.').nullish(),
    })
    .strict();
export type GiftCardIssue = z.infer<ReturnType<typeof giftCardIssueSchemaIn>>;

/**
 * `POST /api/admin/gift-cards/{id}/adjust`: add to (positive) or take from (negative) the balance;
 * at most `maxGiftCardCents` of the card's currency at once (checked with the card).
 */
export const giftCardAdjustSchema = z
  .object({
    amountCents: cents('amountCents').refine((v) => v !== 0, 'The change must not be 0.'),
    note: z.string({ required_error: 'A note saying why is required.' }).trim().min(1, 'A note saying why is required.').max(300, 'The note must be at most 300 characters.'),
    expectedVersion: z.number({ required_error: 'expectedVersion is required.' }).int().min(1),
  })
  .strict();
export type GiftCardAdjust = z.infer<typeof giftCardAdjustSchema>;

/** `PUT /api/admin/gift-cards/{id}/status`. */
export const giftCardStatusSchema = z
  .object({
    status: z.enum(GIFT_CARD_STATUSES, { errorMap: () => ({ message: 'status must be active or disabled.' }) }),
    expectedVersion: z.number({ required_error: 'expectedVersion is required.' }).int().min(1),
  })
  .strict();

/** `GET /api/admin/gift-cards?q=`: a whole code, its last four characters, or (part of) the recipient's email. */
export const giftCardSearchSchema = z.object({ q: z.string().trim().max(254, 'Search must be at most 254 characters.').optional() }).strict();

export interface GiftCardRow {
  id: string;
  last4: string;
  status: GiftCardStatus;
  currencyCode: string;
  initialCents: number;
  balanceCents: number;
  recipientEmail: string | null;
  orderId: string | null;
  created: number;
}

export interface GiftCardEvent {
  kind: 'issue' | 'redeem' | 'adjust' | 'disable' | 'enable';
  amountCents: number;
  balanceCents: number;
  orderId: string | null;
  note: string | null;
  actor: string | null;
  created: number;
}

export interface GiftCardDetail extends GiftCardRow {
  version: number;
  recipientName: string | null;
  message: string | null;
  sendOn: number | null;
  events: GiftCardEvent[];
}

/** The answer of issuing: the card and its code, shown this once. */
export interface IssuedGiftCard {
  card: GiftCardDetail;
  code: string;
}

/** The latest delivery date a buyer may pick, in days from today. */
export const MAX_SEND_DAYS = 366;

export { dayStart, zonedDayStart };

/** Why a delivery date cannot be used (undefined: it can): not a date, in the past, too far ahead. */
export function sendOnProblem(date: string, now: number): string | undefined {
  const at = dayStart(date);
  if (at === undefined) return 'Send on must be a date, like 2026-12-24.';
  // A day behind UTC is still today somewhere.
  if (at < now - 2 * 86_400_000) return 'Send on must be today or later.';
  if (at > now + MAX_SEND_DAYS * 86_400_000) return `Send on must be within ${String(MAX_SEND_DAYS)} days.`;
  return undefined;
}

/** When the card's email goes: at once without a date or for today, else at the start of that day where the store is. */
export function giftCardSendAt(sendOn: string | null | undefined, now: number, timeZone: string): number {
  const at = sendOn ? zonedDayStart(sendOn, timeZone) : undefined;
  return at === undefined ? now : Math.max(now, at);
}
