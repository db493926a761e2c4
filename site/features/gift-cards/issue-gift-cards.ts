/**
 * Gift cards come into being when their order is paid: one card per gift card line, worth what
 * the line cost, its code emailed to the recipient (with the buyer's message) on the day the
 * buyer chose, through the outbox (kind `gift-card`, due at that day's start in the store's time
 * zone, `website.timeZone`: `next_attempt_at`).
 * The code travels only in the message's `token`, which the outbox forgets once it is sent; the
 * card keeps its digest. Issuing twice for one order changes nothing (one card per order line).
 */
import type { Kysely } from 'kysely';
import { formatGiftCardCode, giftCardSendAt } from '../../../domain/commerce/gift-card.js';
import { GIFT_CARD } from '../../../domain/enums/product-type.js';
import { newId } from '../../db/ids.js';
import type { Database } from '../../db/schema.js';
import { writeTransaction } from '../../db/transaction.js';
import { readVersionedPart, type OrderView, type Store } from '../../db/index.js';
import { readWebsiteSettings, WEBSITE_PART } from '../../../domain/content/website-settings.js';
import { giftCardDigest, newGiftCardCode } from './gift-card-code.js';
import { insertGiftCard } from './gift-card-records.js';

export const GIFT_CARD_MAIL_KIND = 'gift-card';

/** What the gift card email says (site/mail/messages/gift-card.ts). */
export interface GiftCardMailPayload {
  /** The code, forgotten by the outbox once sent. */
  token: string;
  last4: string;
  amountCents: number;
  currencyCode: string;
  recipientName: string | null;
  message: string | null;
  fromEmail: string | null;
}

export async function queueGiftCardMail(db: Kysely<Database>, to: string, payload: GiftCardMailPayload, sendAt: number, now: number): Promise<void> {
  await db
    .insertInto('notification_outbox')
    .values({ id: newId(), kind: GIFT_CARD_MAIL_KIND, recipient: to, payload: JSON.stringify(payload), created_at: now, sent_at: null, next_attempt_at: sendAt > now ? sendAt : null })
    .execute();
}

/** Issues the cards a paid order bought (none for an unpaid one); answers how many were new. */
export async function issueGiftCardsOfOrder(store: Store, order: OrderView, now = Date.now()): Promise<number> {
  if (order.status !== 'paid' && order.status !== 'fulfilled') return 0;
  if (!order.items.some((line) => line.productType === GIFT_CARD)) return 0;
  const { timeZone } = readWebsiteSettings((await readVersionedPart(store, WEBSITE_PART))?.value);
  return writeTransaction(store, async (trx) => {
    const lines = await trx.selectFrom('order_lines').select(['id', 'product_type', 'unit_price_cents', 'quantity']).where('order_id', '=', order.id).orderBy('position').execute();
    const recipient = order.giftCardRecipient;
    let issued = 0;
    for (const line of lines) {
      if (line.product_type !== GIFT_CARD) continue;
      const existing = await trx.selectFrom('gift_cards').select('id').where('order_line_id', '=', line.id).executeTakeFirst();
      if (existing) continue;
      const code = newGiftCardCode();
      const cents = line.unit_price_cents * line.quantity;
      const sendAt = giftCardSendAt(recipient?.sendOn, now, timeZone);
      await insertGiftCard(
        trx,
        {
          digest: giftCardDigest(code), last4: code.slice(-4), currencyCode: order.currencyCode, cents, orderId: order.id, orderLineId: line.id,
          recipientEmail: recipient?.email ?? order.customerEmail, recipientName: recipient?.name ?? null, message: recipient?.message ?? null,
          sendOn: sendAt, actor: null, note: null,
        },
        now,
      );
      const to = recipient?.email ?? order.customerEmail;
      if (to) {
        await queueGiftCardMail(
          trx,
          to,
          { token: formatGiftCardCode(code), last4: code.slice(-4), amountCents: cents, currencyCode: order.currencyCode, recipientName: recipient?.name ?? null, message: recipient?.message ?? null, fromEmail: order.customerEmail },
          sendAt,
          now,
        );
      }
      issued += 1;
    }
    return issued;
  });
}
