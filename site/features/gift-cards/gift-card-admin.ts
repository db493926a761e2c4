/**
 * The admin's gift cards (store area: reading looks up, writing issues, adjusts, disables): a
 * search by whole code, last four characters or recipient email; one card with its history;
 * issuing a card (its code answered this once, and emailed when a recipient is given); moving its
 * balance with a note; disabling and enabling. Changes name the version the merchant saw (409
 * `stale-version` otherwise). Every call is refused while the gift-card entitlement is off.
 */
import {
  formatGiftCardCode, giftCardLimitMessage, maxGiftCardCents, normaliseGiftCardCode, type GiftCardAdjust, type GiftCardDetail, type GiftCardIssue, type GiftCardRow, type GiftCardStatus, type IssuedGiftCard,
} from '../../../domain/commerce/gift-card.js';
import { writeTransaction } from '../../db/transaction.js';
import type { Store } from '../../db/index.js';
import { ApiError } from '../../edge/api-error.js';
import { kickMailer } from '../../mail/mailer.js';
import { giftCardDigest, newGiftCardCode } from './gift-card-code.js';
import { assertGiftCardsOn } from './gift-card-checkout.js';
import { cardByDigest, cardById, cardDetail, cardRow, insertGiftCard, moveBalance, searchCards, setCardStatus } from './gift-card-records.js';
import { queueGiftCardMail } from './issue-gift-cards.js';

const STALE = 'This gift card was changed by someone else since you opened it. Reload to see it as it is now.';

export async function findGiftCards(store: Store, q: string | undefined): Promise<{ giftCards: GiftCardRow[] }> {
  await assertGiftCardsOn();
  const code = q ? normaliseGiftCardCode(q) : undefined;
  if (code) {
    const card = await cardByDigest(store.db, giftCardDigest(code));
    return { giftCards: card ? [cardRow(card)] : [] };
  }
  return { giftCards: (await searchCards(store.db, q || undefined)).map(cardRow) };
}

async function requireCard(store: Store, id: string) {
  const card = /^[A-Za-z0-9_-]{1,64}$/.test(id) ? await cardById(store.db, id) : undefined;
  if (!card) throw new ApiError(404, 'unknown-gift-card', 'That gift card does not exist.');
  return card;
}

export async function giftCardOf(store: Store, id: string): Promise<GiftCardDetail> {
  await assertGiftCardsOn();
  return cardDetail(store.db, await requireCard(store, id));
}

export async function issueGiftCard(store: Store, input: GiftCardIssue, actor: string, currency: string): Promise<IssuedGiftCard> {
  await assertGiftCardsOn();
  const code = newGiftCardCode();
  const now = Date.now();
  const id = await writeTransaction(store, async (trx) => {
    const cardId = await insertGiftCard(
      trx,
      {
        digest: giftCardDigest(code), last4: code.slice(-4), currencyCode: currency, cents: input.amountCents, orderId: null, orderLineId: null,
        recipientEmail: input.recipientEmail ?? null, recipientName: input.recipientName ?? null, message: null, sendOn: input.recipientEmail ? now : null,
        actor, note: input.note ?? null,
      },
      now,
    );
    if (input.recipientEmail) {
      await queueGiftCardMail(
        trx,
        input.recipientEmail,
        { token: formatGiftCardCode(code), last4: code.slice(-4), amountCents: input.amountCents, currencyCode: currency, recipientName: input.recipientName ?? null, message: null, fromEmail: null },
        now,
        now,
      );
    }
    return cardId;
  });
  if (input.recipientEmail) kickMailer();
  return { card: await giftCardOf(store, id), code: formatGiftCardCode(code) };
}

export async function adjustGiftCard(store: Store, id: string, input: GiftCardAdjust, actor: string): Promise<GiftCardDetail> {
  await assertGiftCardsOn();
  const card = await requireCard(store, id);
  if (Number(card.version) !== input.expectedVersion) throw new ApiError(409, 'stale-version', STALE);
  if (Math.abs(input.amountCents) > maxGiftCardCents(card.currency_code)) {
    const message = giftCardLimitMessage('The change', card.currency_code);
    throw new ApiError(400, 'invalid-input', message, [{ path: 'amountCents', message }]);
  }
  if (card.balance_cents + input.amountCents < 0) {
    const message = 'The balance cannot go below 0: take at most what is left on the card.';
    throw new ApiError(400, 'invalid-input', message, [{ path: 'amountCents', message }]);
  }
  const moved = await writeTransaction(store, (trx) => moveBalance(trx, card, { kind: 'adjust', amountCents: input.amountCents, orderId: null, note: input.note, actor }, Date.now()));
  if (!moved) throw new ApiError(409, 'stale-version', STALE);
  return giftCardOf(store, id);
}

export async function setGiftCardStatus(store: Store, id: string, status: GiftCardStatus, expectedVersion: number, actor: string): Promise<GiftCardDetail> {
  await assertGiftCardsOn();
  const card = await requireCard(store, id);
  if (Number(card.version) !== expectedVersion) throw new ApiError(409, 'stale-version', STALE);
  if (card.status !== status) {
    const changed = await writeTransaction(store, (trx) => setCardStatus(trx, card, status, actor, Date.now()));
    if (!changed) throw new ApiError(409, 'stale-version', STALE);
  }
  return giftCardOf(store, id);
}
