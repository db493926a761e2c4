import type { ColumnType, Generated } from 'kysely';
import type { AuditEntry } from '../../domain/admin/audit-query.js';
import type { MediaKind } from '../../domain/media/media.js';

/** 0 or 1: flags are integers so the same queries run on SQLite and PostgreSQL. */
export type Flag = 0 | 1;

/** Milliseconds since the epoch. */
export type Millis = number;

export interface ProductTable {
  id: string;
  url_id: string;
  title: string;
  product_type: number;
  is_subscribable: Flag;
  additional_fields_form_id: string | null;
  /** The product's content item as the site owner wrote it (JSON). */
  content: string;
  position: number;
  created_at: Millis;
  /** Goes up by one with every admin save of the product (0007). */
  version: Generated<number>;
}

export interface VariantTable {
  id: string;
  product_id: string;
  sku: string;
  /** Option name to value (JSON object). */
  attributes: string;
  price_cents: number;
  sale_price_cents: number;
  on_sale: Flag;
  qty_in_stock: number;
  unlimited: Flag;
  position: number;
  /** Grams, for shipping rates by weight (0019); 0 when not set. */
  weight_grams: Generated<number>;
}

export interface CartTable {
  id: string;
  website_id: string;
  /** Null for carts that belong to no visitor (a subscription cart token). */
  visitor_id: string | null;
  is_purchased: Flag;
  order_id: string | null;
  created_at: Millis;
  updated_at: Millis;
  /** The gift card applied at checkout (0017), redeemed when the order is placed. */
  gift_card_id?: string | null;
  /** The discount code typed in the cart, in capitals (0019). */
  discount_code?: string | null;
  /** JSON of where the shopper said the cart ships ({country, region, postalCode}) (0019). */
  shipping_location?: string | null;
  /** The chosen shipping option's id, `<zone>/<rate>` (0019). */
  shipping_option?: string | null;
}

export interface CartEntryTable {
  id: string;
  cart_id: string;
  product_id: string;
  variant_id: string;
  quantity: number;
  /** Canonical JSON of the additional-fields form answers, '' when there are none. */
  additional_fields: string;
  /** Order of arrival in the cart. */
  position: number;
  created_at: Millis;
}

export interface OrderTable {
  id: string;
  cart_id: string;
  website_id: string;
  visitor_id: string | null;
  test_mode: Flag;
  currency_code: string;
  subtotal_cents: number;
  tax_cents: number;
  shipping_cents: number;
  discount_cents: number;
  grand_total_cents: number;
  created_at: Millis;
  /** The shopper's order number (1001, 1002…), unique; from the `order-number` counter. */
  number: number;
  /** `awaiting_payment`, `paid`, `fulfilled` or `cancelled` (domain/commerce/order-status.ts). */
  status: string;
  /** Goes up with every status change, so two admins cannot overwrite each other unseen. */
  version: number;
  /** Null only on orders placed before customer details were asked for. */
  customer_email: string | null;
  /** JSON of the shipping address, null when nothing is shipped. */
  shipping_address: string | null;
  /** JSON of the gift card's recipient, null when the order holds no gift card. */
  gift_card_recipient: string | null;
  /** What gift cards paid of the grand total (0017). */
  gift_card_cents: Generated<number>;
  payment_provider: string | null;
  payment_reference: string | null;
  payment_instructions: string | null;
  /** When an unpaid order gives its stock back (becomes cancelled); null once paid. */
  expires_at: Millis | null;
  idempotency_key: string | null;
  /** Digest of the request that placed the order (request-hash.ts): a reused key with another is refused. */
  request_hash: string | null;
  /** Hashed client address and visitor of the checkout (unpaid-order caps); null for sales in person. */
  placed_from: string | null;
  placed_by: string | null;
  /** The customer's email as the caps compare it (email-key.ts). */
  email_key: string | null;
  updated_at: Millis | null;
  /** domain/commerce/order-lifecycle.ts `PaymentState` (0017). */
  payment_status: Generated<string>;
  /** domain/commerce/order-lifecycle.ts `FulfilmentState` (0017). */
  fulfilment_status: Generated<string>;
  /** A manual payment's deadline, kept once the order is paid or expired (0017). */
  payment_due_at: Millis | null;
  /** When the payment reminder was queued; null until then (0017). */
  payment_reminded_at: Millis | null;
  refunded_cents: Generated<number>;
  /** The discount code the order used (0019). */
  discount_code?: string | null;
  /** The shipping option's name as chosen (0019). */
  shipping_option_name?: string | null;
  /** A renewal's subscription and which payment it is (1 = the second; 0020); null otherwise. */
  subscription_id: Generated<string | null>;
  subscription_payment: Generated<number | null>;
}

/** One transition of an order's payment or fulfilment, or a note on it (0017). */
export interface OrderEventTable {
  id: string;
  order_id: string;
  at: Millis;
  /** `payment`, `fulfilment`, `shipment`, `shipment-undone`, `refund`, `reminder`. */
  kind: string;
  from_state: string | null;
  to_state: string | null;
  /** `shopper`, `system`, `admin:<user>`, `api:<key id>`. */
  actor: string;
  note: string | null;
}

/** One shipment of an order (0017): `lines` is JSON `[{ index, quantity }]` by order line position. */
export interface OrderFulfilmentTable {
  id: string;
  order_id: string;
  carrier: string | null;
  service: string | null;
  tracking_number: string | null;
  tracking_url: string | null;
  lines: string;
  created_at: Millis;
  undone_at: Millis | null;
}

export interface CounterTable {
  name: string;
  value: number;
}

export interface OrderLineTable {
  id: string;
  order_id: string;
  position: number;
  product_id: string;
  variant_id: string;
  sku: string;
  product_name: string;
  product_type: number;
  quantity: number;
  unit_price_cents: number;
  additional_fields: string;
  /** Option name to value of the variant bought (JSON object). */
  variant_attributes: string;
  /** The personalisation answers under their form labels as bought (JSON array; 0017), null without. */
  personalisation: string | null;
  /** A subscription line's plan as bought (JSON `{billingPeriod, numBillingCycles}`; 0020), null for a one-off purchase. */
  subscription_plan: Generated<string | null>;
}

/** One subscription: a subscription line of an order and its renewals (0020). */
export interface SubscriptionTable {
  id: string;
  /** The order of the first payment, and its line. */
  order_id: string;
  order_line_id: string;
  product_id: string;
  variant_id: string;
  sku: string;
  product_name: string;
  quantity: number;
  /** The line's additional-fields answers (JSON), carried to each renewal. */
  additional_fields: string;
  customer_email: string | null;
  payment_provider: string | null;
  period_value: number;
  /** WEEK, MONTH or YEAR. */
  period_unit: string;
  /** Payments in all, the first included; 0 until cancelled. */
  num_cycles: number;
  payments_made: number;
  /** When the first payment was made: every later one is counted from it (domain/commerce/billing-period.ts). */
  anchor_at: Millis;
  /** Null once cancelled or completed. */
  next_payment_at: Millis | null;
  /** active, cancelled or completed. */
  status: string;
  cancelled_at: Millis | null;
  /** `shopper` or `admin:<email>`. */
  cancelled_by: string | null;
  /** Why the last renewal could not be made (out of stock, product gone), null once one is. */
  last_failure: string | null;
  version: number;
  created_at: Millis;
  updated_at: Millis;
}

export interface FormSubmissionKeyTable {
  key: string;
  visitor_id: string | null;
  created_at: Millis;
  used_at: Millis | null;
}

export interface FormSubmissionTable {
  id: string;
  form_id: string;
  /** Field id to sanitized value (JSON). */
  data: string;
  /** Page event fields sent with the submission (JSON). */
  page: string;
  visitor_id: string | null;
  created_at: Millis;
}

export interface RestockSignupTable {
  id: string;
  product_id: string;
  variant_id: string;
  email: string;
  join_mailing_list: Flag;
  created_at: Millis;
  /** Set when its email was delivered (site/mail/deliver.ts), not when it was queued. */
  notified_at: Millis | null;
  /** The outbox message queued for it, while not yet delivered (migration 0015). */
  outbox_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface OutboxTable {
  id: string;
  kind: string;
  recipient: string;
  /** JSON. */
  payload: string;
  created_at: Millis;
  sent_at: Millis | null;
  attempts: Generated<number>;
  last_error: string | null;
  /** Not before this time (null: at once). */
  next_attempt_at: Millis | null;
  /** A process is sending it until then. */
  leased_until: Millis | null;
  /** Given up after the last attempt. */
  failed_at: Millis | null;
}

export interface SiteUserTable {
  id: string;
  email: string;
  /** `scrypt$N$r$p$salt$hash`, salt and hash in base64. */
  password_hash: string;
  /** Role names of the enumeration (JSON array). */
  roles: string;
  created_at: Millis;
  /** 0012: the last successful sign-in. */
  last_sign_in_at: Millis | null;
}

export interface SiteSessionTable {
  id: string;
  user_id: string;
  xsrf_token: string;
  created_at: Millis;
  expires_at: Millis;
  /** 0013: where and when the session was last used (noted at most once a minute). */
  last_seen_at: Millis | null;
  address: string | null;
  user_agent: string | null;
  /** `site` (the storefront's `sf_session`) or `admin` (the admin's cookies; 0012). */
  scope: Generated<string>;
  /** When the password was last confirmed for a sensitive admin action (null: never). */
  reauth_at: Millis | null;
  /** The sign-in that opened it (0016): the storefront session's id, shared by its admin session. */
  sign_in_id: string | null;
}

/** An invitation to become a site user (0013): single-use, expiring, only the token's SHA-256 kept. */
export interface UserInvitationTable {
  id: string;
  email: string;
  /** Role names (JSON array). */
  roles: string;
  token_hash: string;
  /** The inviting user's email. */
  invited_by: string;
  created_at: Millis;
  expires_at: Millis;
  accepted_at: Millis | null;
  revoked_at: Millis | null;
}

/** A password reset asked for by email (0013): single-use, expiring, only the token's SHA-256 kept. */
export interface PasswordResetTable {
  token_hash: string;
  user_id: string;
  created_at: Millis;
  expires_at: Millis;
  used_at: Millis | null;
}

/** `actorEmail` → `actor_email`. */
type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}` ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}` : S;
/** A domain record's fields as a table's columns: the same types under snake_case names. */
type ColumnsOf<T> = { [K in keyof T as K extends string ? SnakeCase<K> : never]: T[K] };

/**
 * One recorded change (0013): the domain's AuditEntry as columns (`at` in Millis); rows are only
 * ever inserted (and deleted past the retention).
 */
export type AuditLogTable = ColumnsOf<AuditEntry>;

/** An admin's TOTP second factor (0012): the secret sealed by `site/features/accounts/totp/secret-box.ts`. */
export interface AdminTotpTable {
  user_id: string;
  sealed_secret: string;
  /** Null while enrolment waits for its first code. */
  enabled_at: Millis | null;
  /** The last 30-second step whose code was accepted: no code is accepted twice. */
  last_step: Generated<number>;
  created_at: Millis;
}

/** A single-use recovery code of an admin's second factor, by its SHA-256 (0012). */
export interface AdminRecoveryCodeTable {
  user_id: string;
  code_hash: string;
  used_at: Millis | null;
}

export interface TrackingEventTable {
  id: string;
  kind: string;
  visitor_id: string | null;
  /** JSON. */
  payload: string;
  created_at: Millis;
}

export interface SiteSettingTable {
  key: string;
  /** JSON. */
  value: string;
  updated_at: Millis;
}

export interface SiteContentTable {
  part: string;
  /** JSON. */
  value: string;
  updated_at: Millis;
  /** Goes up by one with every write; an admin save names the version it was based on. */
  version: Generated<number>;
}

/** The versions of a content part that later saves replaced, newest kept (`versioned-content.ts`). */
export interface ContentHistoryTable {
  part: string;
  version: number;
  /** JSON. */
  value: string;
  saved_by: string | null;
  saved_at: Millis;
}

/**
 * A draft the admin autosaves (`content-drafts.ts`; migration 0021): a layout's or a slide's, by
 * its part name (`layout-draft:<owner>`, `slide-draft:<owner>`). No page reads it, so saving one
 * leaves the content version as it was.
 */
export interface ContentDraftTable {
  part: string;
  /** JSON. */
  value: string;
  /** Goes up by one with every write; a save names the version it was based on. */
  version: number;
  saved_by: string | null;
  updated_at: Millis;
}

/** A counter of a rate limit: `key` names the limit and whom it counts (hashed). */
export interface RateLimitTable {
  key: string;
  count: number;
  expires_at: Millis;
}

/** A key of the Commerce API: only its SHA-256 is kept (`site/db/api-keys.ts`). */
export interface ApiKeyTable {
  id: string;
  name: string;
  /** `read-only` or `read-write` (domain/admin/api-keys.ts). */
  scope: string;
  /** The key's first characters, shown so the merchant can tell keys apart. */
  prefix: string;
  key_hash: string;
  created_by: string | null;
  created_at: Millis;
  last_used_at: Millis | null;
}

/** An inventory adjustment applied under an `Idempotency-Key`, per API key. */
export interface ApiIdempotencyTable {
  api_key_id: string;
  idempotency_key: string;
  /** SHA-256 of the request body: the same key with another body is refused. */
  request_hash: string;
  created_at: Millis;
}

/** An uploaded image (`media.ts`); the original is `<MEDIA_DIR>/originals/<hash>`. */
export interface MediaTable {
  id: string;
  /** 'image' or 'audio' (0022_media_kind): audio has width and height 0 and no resized copies. */
  kind: MediaKind;
  filename: string;
  content_type: string;
  width: number;
  height: number;
  bytes: number;
  /** sha256 of the original's bytes, hex. */
  hash: string;
  alt_text: string;
  created_by: string | null;
  created_at: Millis;
}

export interface Database {
  products: ProductTable;
  variants: VariantTable;
  carts: CartTable;
  cart_entries: CartEntryTable;
  orders: OrderTable;
  order_lines: OrderLineTable;
  subscriptions: SubscriptionTable;
  counters: CounterTable;
  form_submission_keys: FormSubmissionKeyTable;
  form_submissions: FormSubmissionTable;
  restock_signups: RestockSignupTable;
  notification_outbox: OutboxTable;
  site_users: SiteUserTable;
  site_sessions: SiteSessionTable;
  user_invitations: UserInvitationTable;
  password_resets: PasswordResetTable;
  audit_log: AuditLogTable;
  admin_totp: AdminTotpTable;
  admin_recovery_codes: AdminRecoveryCodeTable;
  tracking_events: TrackingEventTable;
  site_settings: SiteSettingTable;
  site_content: SiteContentTable;
  content_history: ContentHistoryTable;
  content_drafts: ContentDraftTable;
  rate_limits: RateLimitTable;
  api_keys: ApiKeyTable;
  api_idempotency: ApiIdempotencyTable;
  media: MediaTable;
  product_reviews: ProductReviewTable;
  order_events: OrderEventTable;
  order_fulfilments: OrderFulfilmentTable;
  gift_cards: GiftCardTable;
  gift_card_events: GiftCardEventTable;
  digital_files: DigitalFileTable;
  download_links: DownloadLinkTable;
  discount_codes: DiscountCodeTable;
  discount_redemptions: DiscountRedemptionTable;
}

/** A merchant's discount code (0019); `uses` counts orders placed with it. */
export interface DiscountCodeTable {
  id: string;
  code: string;
  kind: string;
  percent_hundredths: number;
  amount_cents: number;
  min_subtotal_cents: number;
  starts_at: Millis | null;
  ends_at: Millis | null;
  max_uses: number | null;
  per_customer_uses: number | null;
  uses: Generated<number>;
  active: Flag;
  created_at: Millis;
  updated_at: Millis;
}

/** One order's use of a discount code (0019), by the customer's email key. */
export interface DiscountRedemptionTable {
  id: string;
  discount_code_id: string;
  order_id: string;
  email_key: string;
  created_at: Millis;
}

/** A digital product's file (0018), kept under the media folder's `private/` by its SHA-256. */
export interface DigitalFileTable {
  id: string;
  product_id: string;
  file_name: string;
  content_type: string;
  size_bytes: number;
  hash: string;
  created_at: Millis;
}

/** One paid order's link to one file (0018): good until `expires_at`, for `max_downloads`. */
export interface DownloadLinkTable {
  id: string;
  order_id: string;
  file_id: string;
  expires_at: Millis;
  max_downloads: number;
  downloads: Generated<number>;
  created_at: Millis;
}

/** A gift card (0018): its code only as a digest and last four characters. */
export interface GiftCardTable {
  id: string;
  code_digest: string;
  code_last4: string;
  currency_code: string;
  initial_cents: number;
  balance_cents: number;
  /** `active` or `disabled`. */
  status: string;
  version: Generated<number>;
  /** The order (and its line) that bought it; null for a card the merchant issued. */
  order_id: string | null;
  order_line_id: string | null;
  recipient_email: string | null;
  recipient_name: string | null;
  message: string | null;
  /** When its email goes to the recipient. */
  send_on: Millis | null;
  created_at: Millis;
  updated_at: Millis;
}

/** What happened to a gift card's balance (0018): `issue`, `redeem`, `adjust`, `disable`, `enable`. */
export interface GiftCardEventTable {
  id: string;
  gift_card_id: string;
  kind: string;
  /** The change to the balance (negative for a redemption). */
  amount_cents: number;
  /** The balance after it. */
  balance_cents: number;
  order_id: string | null;
  note: string | null;
  actor: string | null;
  created_at: Millis;
}

/** A shopper's review of a product they bought (0011): one per product per order. */
export interface ProductReviewTable {
  id: string;
  product_id: string;
  order_id: string;
  /** 1 to 5. */
  rating: number;
  title: string;
  body: string;
  author_name: string;
  /** `pending`, `approved` or `hidden` (domain/reviews/review-rules.ts). */
  status: string;
  /** Goes up by one with every moderation. */
  version: number;
  created_at: Millis;
  updated_at: Millis;
}
