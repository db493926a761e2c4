/**
 * The emails of a subscription's cancellation, queued in `notification_outbox` in the cancel's
 * transaction: to the shopper whoever cancelled, and to the shop when the shopper did. (A
 * renewal's email is its order's confirmation, which says which payment it is.)
 */
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { billingPeriodText } from '../../../domain/commerce/billing-period.js';
import { orderNumberText } from '../../../domain/commerce/order-status.js';
import { newId } from '../../db/ids.js';
import type { Database } from '../../db/schema.js';
import type { SubscriptionRecord } from '../../db/subscriptions.js';
import { emailHtml, escapeHtml } from '../../mail/messages/html.js';
import type { SiteInfo } from '../../mail/messages/site-info.js';
import type { OutgoingMail } from '../../mail/transport.js';
import { signedOrderUrl } from '../orders/order-link.js';

export const SUBSCRIPTION_NOTICE_KINDS = ['subscription-cancelled', 'subscription-cancelled-merchant'] as const;
export type SubscriptionNoticeKind = (typeof SUBSCRIPTION_NOTICE_KINDS)[number];

const payloadSchema = z.object({
  subscriptionId: z.string(),
  orderId: z.string(),
  number: z.string(),
  productName: z.string(),
  quantity: z.number(),
  billingText: z.string(),
  paymentsMade: z.number(),
  customerEmail: z.string().nullable(),
  /** Who cancelled: the shopper or the shop. */
  by: z.enum(['shopper', 'shop']),
});
type Payload = z.infer<typeof payloadSchema>;

export async function queueCancelNotices(trx: Kysely<Database>, sub: SubscriptionRecord, orderNumber: number, by: Payload['by'], merchantEmail: string | undefined, now: number): Promise<void> {
  const payload: Payload = {
    subscriptionId: sub.id,
    orderId: sub.orderId,
    number: orderNumberText(orderNumber),
    productName: sub.productName,
    quantity: sub.quantity,
    billingText: billingPeriodText(sub.plan),
    paymentsMade: sub.paymentsMade,
    customerEmail: sub.customerEmail,
    by,
  };
  const rows = [
    ...(sub.customerEmail ? [{ kind: 'subscription-cancelled', recipient: sub.customerEmail }] : []),
    ...(by === 'shopper' && merchantEmail ? [{ kind: 'subscription-cancelled-merchant', recipient: merchantEmail }] : []),
  ];
  for (const row of rows) {
    await trx.insertInto('notification_outbox').values({ id: newId(), ...row, payload: JSON.stringify(payload), created_at: now, sent_at: null }).execute();
  }
}

type Mail = Omit<OutgoingMail, 'to'>;

function mail(site: SiteInfo, subject: string, paragraphs: string[], link: { text: string; href: string }): Mail {
  const text = [...paragraphs.flatMap((p) => [p, '']), `${link.text}: ${link.href}`, ''].join('\n');
  const html = emailHtml(
    site.title,
    `<h1 style="font-size: 20px">${escapeHtml(subject)}</h1>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>`,
  );
  return { subject, text, html };
}

const WRITERS: Readonly<Record<SubscriptionNoticeKind, (p: Payload, site: SiteInfo) => Mail>> = {
  'subscription-cancelled': (p, site) =>
    mail(
      site,
      `Subscription cancelled: ${p.productName}`,
      [
        `Your subscription to ${String(p.quantity)} × ${p.productName} (${p.billingText}), started with order ${p.number} at ${site.title}, is cancelled${p.by === 'shop' ? ' by the shop' : ''}.`,
        'There will be no more payments or orders. Orders already placed are not affected.',
      ],
      { text: 'See your order', href: signedOrderUrl(site.origin, p.orderId) },
    ),
  'subscription-cancelled-merchant': (p, site) =>
    mail(
      site,
      `Subscription cancelled by the shopper: ${p.productName}`,
      [
        `${p.customerEmail ?? 'The shopper'} cancelled the subscription to ${String(p.quantity)} × ${p.productName} (${p.billingText}) of order ${p.number}, after ${String(p.paymentsMade)} ${p.paymentsMade === 1 ? 'payment' : 'payments'}.`,
        'No more renewals will be made.',
      ],
      { text: 'Open the order', href: `${site.origin}/admin/orders?order=${encodeURIComponent(p.orderId)}` },
    ),
};

export function subscriptionNoticeMail(kind: SubscriptionNoticeKind): (recipient: string, payload: unknown, site: SiteInfo) => Mail | undefined {
  return (_recipient, payload, site) => {
    const parsed = payloadSchema.safeParse(payload);
    return parsed.success ? WRITERS[kind](parsed.data, site) : undefined;
  };
}
