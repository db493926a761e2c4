import type { Migration, MigrationProvider } from 'kysely';
import * as initial from './0001_initial.js';
import * as siteContent from './0002_site_content.js';
import * as limits from './0003_limits.js';
import * as orders from './0004_orders.js';
import * as admin from './0005_admin.js';
import * as catalogue from './0007_catalogue.js';
import * as mail from './0008_mail.js';
import * as apiKeys from './0009_api_keys.js';
import * as media from './0010_media.js';
import * as reviews from './0011_reviews.js';
import * as adminSessions from './0012_admin_sessions.js';
import * as accounts from './0013_accounts.js';
import * as orderHolds from './0014_order_holds.js';
import * as restockDelivery from './0015_restock_delivery.js';
import * as sessionSignIns from './0016_session_sign_ins.js';
import * as orderLifecycle from './0017_order_lifecycle.js';
import * as orderGoods from './0018_order_goods.js';
import * as shippingDiscounts from './0019_shipping_discounts.js';
import * as subscriptions from './0020_subscriptions.js';
import * as contentDrafts from './0021_content_drafts.js';
import * as mediaKind from './0022_media_kind.js';
import * as mediaNewest from './0023_media_newest.js';

const migrations: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_site_content': siteContent,
  '0003_limits': limits,
  '0004_orders': orders,
  '0005_admin': admin,
  '0007_catalogue': catalogue,
  '0008_mail': mail,
  '0009_api_keys': apiKeys,
  '0010_media': media,
  '0011_reviews': reviews,
  '0012_admin_sessions': adminSessions,
  '0013_accounts': accounts,
  '0014_order_holds': orderHolds,
  '0015_restock_delivery': restockDelivery,
  '0016_session_sign_ins': sessionSignIns,
  '0017_order_lifecycle': orderLifecycle,
  '0018_order_goods': orderGoods,
  '0019_shipping_discounts': shippingDiscounts,
  '0020_subscriptions': subscriptions,
  '0021_content_drafts': contentDrafts,
  '0022_media_kind': mediaKind,
  '0023_media_newest': mediaNewest,
};

/** The migrations, kept in code so the built server carries them. */
export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
