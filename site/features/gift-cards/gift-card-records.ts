/**
 * The gift cards' rows (tables `gift_cards`, `gift_card_events`; migration 0017): writing a card
 * with its first event, finding one by code digest or id, changing its balance with an event in
 * the same transaction. Every balance change is conditional on the balance and version read, so
 * two redemptions of one card never spend it twice.
 */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { GiftCardDetail, GiftCardEvent, GiftCardRow, GiftCardStatus } from '../../../domain/commerce/gift-card.js';
import { newId } from '../../db/ids.js';
import type { Database, GiftCardTable } from '../../db/schema.js';

export type GiftCardRecord = Selectable<GiftCardTable>;

export interface NewGiftCard {
  digest: string;
  last4: string;
  currencyCode: string;
  cents: number;
  orderId: string | null;
  orderLineId: string | null;
  recipientEmail: string | null;
  recipientName: string | null;
  message: string | null;
  sendOn: number | null;
  actor: string | null;
  note: string | null;
}

export async function insertGiftCard(db: Kysely<Database>, card: NewGiftCard, now: number): Promise<string> {
  const id = newId();
  await db
    .insertInto('gift_cards')
    .values({
      id, code_digest: card.digest, code_last4: card.last4, currency_code: card.currencyCode, initial_cents: card.cents, balance_cents: card.cents,
      status: 'active', version: 1, order_id: card.orderId, order_line_id: card.orderLineId, recipient_email: card.recipientEmail,
      recipient_name: card.recipientName, message: card.message, send_on: card.sendOn, created_at: now, updated_at: now,
    })
    .execute();
  await addEvent(db, { cardId: id, kind: 'issue', amountCents: card.cents, balanceCents: card.cents, orderId: card.orderId, note: card.note, actor: card.actor }, now);
  return id;
}

export async function addEvent(
  db: Kysely<Database>,
  e: { cardId: string; kind: GiftCardEvent['kind']; amountCents: number; balanceCents: number; orderId: string | null; note: string | null; actor: string | null },
  now: number,
): Promise<void> {
  await db
    .insertInto('gift_card_events')
    .values({ id: newId(), gift_card_id: e.cardId, kind: e.kind, amount_cents: e.amountCents, balance_cents: e.balanceCents, order_id: e.orderId, note: e.note, actor: e.actor, created_at: now })
    .execute();
}

export async function cardByDigest(db: Kysely<Database>, digest: string): Promise<GiftCardRecord | undefined> {
  return db.selectFrom('gift_cards').selectAll().where('code_digest', '=', digest).executeTakeFirst();
}

export async function cardById(db: Kysely<Database>, id: string): Promise<GiftCardRecord | undefined> {
  return db.selectFrom('gift_cards').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Moves the balance by `amountCents` (negative: spent) when the card is still as read (version)
 * and stays at 0 or more; answers whether it moved. The event is written with it.
 */
export async function moveBalance(
  db: Kysely<Database>,
  card: GiftCardRecord,
  change: { kind: 'redeem' | 'adjust'; amountCents: number; orderId: string | null; note: string | null; actor: string | null },
  now: number,
): Promise<boolean> {
  const balance = card.balance_cents + change.amountCents;
  if (balance < 0) return false;
  const result = await db
    .updateTable('gift_cards')
    .set({ balance_cents: balance, version: Number(card.version) + 1, updated_at: now })
    .where('id', '=', card.id)
    .where('version', '=', card.version)
    .where('balance_cents', '=', card.balance_cents)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await addEvent(db, { cardId: card.id, kind: change.kind, amountCents: change.amountCents, balanceCents: balance, orderId: change.orderId, note: change.note, actor: change.actor }, now);
  return true;
}

export async function setCardStatus(db: Kysely<Database>, card: GiftCardRecord, status: GiftCardStatus, actor: string | null, now: number): Promise<boolean> {
  const result = await db
    .updateTable('gift_cards')
    .set({ status, version: Number(card.version) + 1, updated_at: now })
    .where('id', '=', card.id)
    .where('version', '=', card.version)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await addEvent(db, { cardId: card.id, kind: status === 'disabled' ? 'disable' : 'enable', amountCents: 0, balanceCents: card.balance_cents, orderId: null, note: null, actor }, now);
  return true;
}

export function cardRow(c: GiftCardRecord): GiftCardRow {
  return {
    id: c.id,
    last4: c.code_last4,
    status: c.status === 'disabled' ? 'disabled' : 'active',
    currencyCode: c.currency_code,
    initialCents: c.initial_cents,
    balanceCents: c.balance_cents,
    recipientEmail: c.recipient_email,
    orderId: c.order_id,
    created: Number(c.created_at),
  };
}

export async function cardDetail(db: Kysely<Database>, c: GiftCardRecord): Promise<GiftCardDetail> {
  const events = await db.selectFrom('gift_card_events').selectAll().where('gift_card_id', '=', c.id).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(200).execute();
  return {
    ...cardRow(c),
    version: Number(c.version),
    recipientName: c.recipient_name,
    message: c.message,
    sendOn: c.send_on === null ? null : Number(c.send_on),
    events: events.map((e) => ({
      kind: e.kind as GiftCardEvent['kind'],
      amountCents: e.amount_cents,
      balanceCents: e.balance_cents,
      orderId: e.order_id,
      note: e.note,
      actor: e.actor,
      created: Number(e.created_at),
    })),
  };
}

/** Cards whose last four characters are `q`, or whose recipient's email holds it; newest first. */
export async function searchCards(db: Kysely<Database>, q: string | undefined, limit = 50): Promise<GiftCardRecord[]> {
  let query = db.selectFrom('gift_cards').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit);
  if (q) {
    const like = `%${q.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    query = query.where((eb) => eb.or([eb('code_last4', '=', q.toUpperCase()), sql<boolean>`lower(recipient_email) like ${like} escape '\\'`]));
  }
  return query.execute();
}
