import type { Kysely } from 'kysely';

/**
 * What an order delivers besides boxes (site/features/): each line's personalisation answers
 * under the form's labels as they were when it was bought (`order_lines.personalisation`, JSON);
 * gift cards (`gift_cards`: the code kept only as its digest and last four characters, the
 * balance, who it goes to and when; `gift_card_events`: every issue, redemption, adjustment and
 * disabling) the card applied to a cart at checkout (`carts.gift_card_id`) and what an order paid by gift card (`orders.gift_card_cents`); guessing codes is
 * limited by the existing `rate_limits`; digital products' files (`digital_files`: kept under the
 * media folder's `private/`, never served by a public URL) and the signed, expiring, counted
 * download links of paid orders (`download_links`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order_lines').addColumn('personalisation', 'text').execute();
  await db.schema.alterTable('carts').addColumn('gift_card_id', 'text').execute();
  await db.schema.alterTable('orders').addColumn('gift_card_cents', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema
    .createTable('gift_cards')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('code_digest', 'text', (c) => c.notNull().unique())
    .addColumn('code_last4', 'text', (c) => c.notNull())
    .addColumn('currency_code', 'text', (c) => c.notNull())
    .addColumn('initial_cents', 'integer', (c) => c.notNull())
    .addColumn('balance_cents', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('order_id', 'text')
    .addColumn('order_line_id', 'text')
    .addColumn('recipient_email', 'text')
    .addColumn('recipient_name', 'text')
    .addColumn('message', 'text')
    .addColumn('send_on', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('gift_cards_order_line').on('gift_cards').columns(['order_line_id']).unique().execute();
  await db.schema.createIndex('gift_cards_last4').on('gift_cards').columns(['code_last4']).execute();
  await db.schema
    .createTable('gift_card_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('gift_card_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('balance_cents', 'integer', (c) => c.notNull())
    .addColumn('order_id', 'text')
    .addColumn('note', 'text')
    .addColumn('actor', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('digital_files')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('digital_files_product').on('digital_files').columns(['product_id']).execute();
  await db.schema
    .createTable('download_links')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('file_id', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('max_downloads', 'integer', (c) => c.notNull())
    .addColumn('downloads', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('download_links_order').on('download_links').columns(['order_id']).execute();
  await db.schema.createIndex('gift_card_events_card').on('gift_card_events').columns(['gift_card_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('download_links').execute();
  await db.schema.dropTable('digital_files').execute();
  await db.schema.dropTable('gift_card_events').execute();
  await db.schema.dropTable('gift_cards').execute();
  await db.schema.alterTable('orders').dropColumn('gift_card_cents').execute();
  await db.schema.alterTable('carts').dropColumn('gift_card_id').execute();
  await db.schema.alterTable('order_lines').dropColumn('personalisation').execute();
}
