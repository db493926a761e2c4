import { existsSync } from 'node:fs';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { storeLocation } from '../../../site/db/config.js';
import { migrateToLatest } from '../../../site/db/migrate.js';
import { tempStore, type TempStore } from './temp-store.js';

let temp: TempStore | undefined;
afterEach(async () => {
  await temp?.dispose();
  temp = undefined;
});

describe('DATABASE_URL', () => {
  it('defaults to a file under data/ in the directory the server starts in', () => {
    expect(storeLocation(undefined, '/srv/shop')).toEqual({ kind: 'sqlite', path: '/srv/shop/data/storefront.db' });
    expect(storeLocation('  ', '/srv/shop')).toEqual({ kind: 'sqlite', path: '/srv/shop/data/storefront.db' });
  });

  it('reads sqlite: paths, absolute or relative, and postgres URLs', () => {
    expect(storeLocation('sqlite:/var/lib/shop.db')).toEqual({ kind: 'sqlite', path: '/var/lib/shop.db' });
    expect(storeLocation('sqlite:///var/lib/shop.db')).toEqual({ kind: 'sqlite', path: '/var/lib/shop.db' });
    expect(storeLocation('sqlite:shop.db', '/srv')).toEqual({ kind: 'sqlite', path: '/srv/shop.db' });
    expect(storeLocation('sqlite::memory:')).toEqual({ kind: 'sqlite', path: ':memory:' });
    expect(storeLocation('postgres://u:p@localhost/shop')).toEqual({ kind: 'postgres', url: 'postgres://u:p@localhost/shop' });
    expect(storeLocation('postgresql://localhost/shop').kind).toBe('postgres');
  });

  it('refuses anything else', () => {
    expect(() => storeLocation('mysql://localhost/shop')).toThrow(/sqlite: or postgres/);
    expect(() => storeLocation('sqlite:')).toThrow(/file path/);
  });
});

describe('migrations', () => {
  it('create every table in an empty file, in a folder that did not exist', async () => {
    temp = await tempStore();
    const tables =
      temp.store.kind === 'sqlite'
        ? await sql<{ name: string }>`select name from sqlite_master where type = 'table' order by name`.execute(temp.store.db)
        : await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = 'public' order by name`.execute(temp.store.db);
    if (temp.store.kind === 'sqlite') expect(existsSync(temp.location)).toBe(true);
    expect(tables.rows.map((r) => r.name).filter((n) => !n.startsWith('kysely_'))).toEqual([
      'admin_recovery_codes', 'admin_totp', 'api_idempotency', 'api_keys', 'audit_log', 'cart_entries', 'carts', 'content_drafts', 'content_history', 'counters', 'digital_files', 'discount_codes', 'discount_redemptions', 'download_links', 'form_submission_keys', 'form_submissions',
      'gift_card_events', 'gift_cards', 'media',
      'notification_outbox', 'order_events', 'order_fulfilments', 'order_lines', 'orders', 'password_resets', 'product_reviews', 'products', 'rate_limits', 'restock_signups', 'site_content', 'site_sessions', 'site_settings',
      'site_users', 'subscriptions', 'tracking_events', 'user_invitations', 'variants',
    ]);
  });

  it('are applied once: reopening or migrating again changes nothing', async () => {
    temp = await tempStore();
    const store = await temp.reopen();
    expect(await migrateToLatest(store.db)).toEqual([]);
  });
});
