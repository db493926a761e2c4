/**
 * The messages of the order notices (order-notices.ts), text and HTML, every value escaped; the
 * shopper's link is the signed order page (order-link.ts), the shop's the admin order screen.
 */
import { minorUnitsText } from '../../../domain/money/cart-money.js';
import { z } from 'zod';
import { deadlineText } from '../../../domain/commerce/payment-deadline.js';
import { emailHtml, escapeHtml } from '../../mail/messages/html.js';
import type { SiteInfo } from '../../mail/messages/site-info.js';
import type { OutgoingMail } from '../../mail/transport.js';
import { signedOrderUrl } from './order-link.js';
import type { OrderNoticeKind } from './order-notices.js';

const line = z.object({ name: z.string(), quantity: z.number() });
const payloadSchema = z.object({
  orderId: z.string(),
  number: z.string(),
  customerEmail: z.string().nullable(),
  currencyCode: z.string().regex(/^[A-Z]{3}$/),
  grandTotalCents: z.number(),
  paymentDueAt: z.number().nullable(),
  lines: z.array(line),
  shipment: z
    .object({ carrier: z.string().nullable(), trackingNumber: z.string().nullable(), trackingUrl: z.string().url().nullable(), lines: z.array(line) })
    .optional(),
  refundCents: z.number().optional(),
  refundVia: z.enum(['provider', 'shop']).optional(),
  restocked: z.boolean().optional(),
});
type Payload = z.infer<typeof payloadSchema>;

type Mail = Omit<OutgoingMail, 'to'>;

interface Parts {
  subject: string;
  paragraphs: string[];
  items?: { name: string; quantity: number }[];
  link: { text: string; href: string };
  /** Extra HTML (already escaped) after the paragraphs. */
  html?: string;
  textExtra?: string[];
}

function money(cents: number, currency: string): string {
  return minorUnitsText(cents, currency);
}

function render(site: SiteInfo, parts: Parts): Mail {
  const items = parts.items ?? [];
  const text = [
    ...parts.paragraphs.flatMap((p) => [p, '']),
    ...(items.length ? [...items.map((i) => `${String(i.quantity)} × ${i.name}`), ''] : []),
    ...(parts.textExtra ? [...parts.textExtra, ''] : []),
    `${parts.link.text}: ${parts.link.href}`,
    '',
  ].join('\n');
  const html = emailHtml(
    site.title,
    `<h1 style="font-size: 20px">${escapeHtml(parts.subject)}</h1>
${parts.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${parts.html ?? ''}
${items.length ? `<ul>${items.map((i) => `<li>${String(i.quantity)} × ${escapeHtml(i.name)}</li>`).join('')}</ul>` : ''}
<p><a href="${escapeHtml(parts.link.href)}">${escapeHtml(parts.link.text)}</a></p>`,
  );
  return { subject: parts.subject, text, html };
}

const shopperLink = (site: SiteInfo, order: Payload) => ({ text: 'See your order', href: signedOrderUrl(site.origin, order.orderId) });

/** A notice to the shopper about the whole order: its lines, and the link to their order page. */
function shopperNotice(site: SiteInfo, order: Payload, subject: string, paragraphs: string[]): Mail {
  return render(site, { subject, paragraphs, items: order.lines, link: shopperLink(site, order) });
}

function deadlineOf(order: Payload, site: SiteInfo): string {
  return order.paymentDueAt === null ? 'the deadline' : deadlineText(order.paymentDueAt, site.timeZone ?? 'UTC');
}

const WRITERS: Readonly<Record<OrderNoticeKind, (order: Payload, site: SiteInfo) => Mail | undefined>> = {
  'order-payment-reminder': (order, site) =>
    shopperNotice(site, order, `Reminder: order ${order.number} awaits your payment`, [
      `We have not yet received the payment of ${money(order.grandTotalCents, order.currencyCode)} for your order ${order.number} at ${site.title}.`,
      `Please pay by ${deadlineOf(order, site)}, using ${order.number} as the payment reference. After that the order is cancelled and its items go back on sale.`,
    ]),
  'order-payment-expired': (order, site) =>
    shopperNotice(site, order, `Order ${order.number} cancelled: payment not received`, [
      `Your order ${order.number} at ${site.title} was cancelled: payment was not received by ${deadlineOf(order, site)}.`,
      'No money was taken. If you still want these items, please place a new order.',
    ]),
  'order-payment-expired-merchant': (order, site) =>
    render(site, {
      subject: `Order ${order.number} cancelled: payment not received`,
      paragraphs: [
        `Order ${order.number} (${order.customerEmail ?? 'no email'}, ${money(order.grandTotalCents, order.currencyCode)}) was cancelled because its payment was not received by ${deadlineOf(order, site)}.`,
        'Its items are back in stock. The shopper has been told.',
      ],
      items: order.lines,
      link: { text: 'Open the order', href: `${site.origin}/admin/orders?order=${encodeURIComponent(order.orderId)}` },
    }),
  'order-paid': (order, site) =>
    shopperNotice(site, order, `Payment received for order ${order.number}`, [
      `Thank you: we received your payment of ${money(order.grandTotalCents, order.currencyCode)} for order ${order.number}. We will let you know when it ships.`,
    ]),
  'order-shipped': (order, site) => {
    const shipment = order.shipment;
    if (!shipment) return undefined;
    const tracking = [shipment.carrier, shipment.trackingNumber].filter((v): v is string => v !== null && v !== '').join(' ');
    return render(site, {
      subject: `Order ${order.number} has shipped`,
      paragraphs: [
        shipment.lines.reduce((n, l) => n + l.quantity, 0) < order.lines.reduce((n, l) => n + l.quantity, 0)
          ? `Part of your order ${order.number} is on its way. We will write again when the rest ships.`
          : `Your order ${order.number} is on its way.`,
        ...(tracking ? [`Tracking: ${tracking}`] : []),
      ],
      items: shipment.lines,
      ...(shipment.trackingUrl
        ? { html: `<p><a href="${escapeHtml(shipment.trackingUrl)}">Track your parcel</a></p>`, textExtra: [`Track your parcel: ${shipment.trackingUrl}`] }
        : {}),
      link: shopperLink(site, order),
    });
  },
  'order-cancelled': (order, site) =>
    shopperNotice(site, order, `Order ${order.number} cancelled`, [
      `Your order ${order.number} at ${site.title} was cancelled.`,
      order.refundCents ? refundSentence(order, `We refunded ${money(order.refundCents, order.currencyCode)}`) : 'No payment is due.',
    ]),
  'order-refunded': (order, site) =>
    render(site, {
      subject: `Refund of ${money(order.refundCents ?? 0, order.currencyCode)} for order ${order.number}`,
      paragraphs: [refundSentence(order, `We refunded ${money(order.refundCents ?? 0, order.currencyCode)} of your order ${order.number}`)],
      link: shopperLink(site, order),
    }),
};

export function orderNoticeMail(kind: OrderNoticeKind): (recipient: string, payload: unknown, site: SiteInfo) => Mail | undefined {
  return (_recipient, payload, site) => {
    const parsed = payloadSchema.safeParse(payload);
    return parsed.success ? WRITERS[kind](parsed.data, site) : undefined;
  };
}

/** Where refunded money goes: back through the provider, or paid back by the shop the way the shopper paid it (bank transfer, cash). */
function refundSentence(order: Payload, refunded: string): string {
  return order.refundVia === 'shop'
    ? `${refunded}. You paid us directly, so we are sending it back to you the same way (for a bank transfer, to the account it came from).`
    : `${refunded} to your original payment method.`;
}
