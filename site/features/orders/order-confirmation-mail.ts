import { z } from 'zod';
import type { OutgoingMail } from '../../mail/transport.js';
import { emailHtml, escapeHtml } from '../../mail/messages/html.js';
import type { SiteInfo } from '../../mail/messages/site-info.js';
import { minorUnitsText } from '../../../domain/money/cart-money.js';
import { deadlineText } from '../../../domain/commerce/payment-deadline.js';
import { signedOrderUrl } from './order-link.js';

/** The part of `orderConfirmationPayload` (site/db/order-outbox.ts) the message shows. */
const payloadSchema = z.object({
  orderId: z.string(),
  number: z.string(),
  status: z.string(),
  currencyCode: z.string().regex(/^[A-Z]{3}$/),
  lines: z.array(
    z.object({
      productName: z.string(),
      variantName: z.string(),
      quantity: z.number(),
      subTotalCents: z.number(),
      personalisation: z.array(z.object({ label: z.string(), value: z.string() })).default([]),
      billingText: z.string().nullable().default(null),
    }),
  ),
  renewalText: z.string().nullable().default(null),
  subtotalCents: z.number(),
  shippingTotalCents: z.number(),
  taxTotalCents: z.number(),
  discountTotalCents: z.number(),
  grandTotalCents: z.number(),
  giftCardCents: z.number().default(0),
  discountCode: z.string().nullable().default(null),
  shippingOptionName: z.string().nullable().default(null),
  shippingAddress: z
    .object({ name: z.string(), line1: z.string(), line2: z.string().nullable(), city: z.string(), region: z.string().nullable(), postalCode: z.string(), country: z.string() })
    .nullable(),
  payment: z.object({ instructions: z.string().nullable(), expiresAt: z.number().nullable().optional() }),
});

type Payload = z.infer<typeof payloadSchema>;

function moneyOf(currency: string): (cents: number) => string {
  return (cents) => minorUnitsText(cents, currency);
}

function addressLines(address: NonNullable<Payload['shippingAddress']>): string[] {
  const cityLine = [address.city, address.region, address.postalCode].filter(Boolean).join(', ');
  return [address.name, address.line1, address.line2 ?? '', cityLine, address.country].filter((l) => l !== '');
}

/** "Order #1001 confirmed": the lines, totals, shipping address and how to pay when unpaid. */
export function orderConfirmationMail(_recipient: string, payload: unknown, site: SiteInfo): Omit<OutgoingMail, 'to'> | undefined {
  const parsed = payloadSchema.safeParse(payload);
  if (!parsed.success) return undefined;
  const order = parsed.data;
  const money = moneyOf(order.currencyCode);
  const awaiting = order.status === 'awaiting_payment';
  const subject = `${order.renewalText ? 'Subscription renewal: order' : 'Order'} ${order.number} ${awaiting ? 'received' : 'confirmed'}`;
  const link = signedOrderUrl(site.origin, order.orderId);
  const lines = order.lines.map((l) => ({
    name: l.variantName ? `${l.productName} (${l.variantName})` : l.productName,
    quantity: l.quantity,
    total: money(l.subTotalCents),
    personalisation: l.personalisation,
    billingText: l.billingText,
  }));
  const subscribed = lines.some((l) => l.billingText !== null);
  const renewal = order.renewalText ? `This order renews your subscription: ${order.renewalText}.` : null;
  const cancelNote = subscribed ? 'You can cancel your subscription at any time from your order page.' : null;
  const totals: [string, number][] = [
    ['Subtotal', order.subtotalCents],
    ...(order.discountTotalCents ? [[order.discountCode ? `Discount (${order.discountCode})` : 'Discount', -order.discountTotalCents] as [string, number]] : []),
    ...(order.shippingTotalCents || order.shippingOptionName ? [[order.shippingOptionName ? `Shipping (${order.shippingOptionName})` : 'Shipping', order.shippingTotalCents] as [string, number]] : []),
    ...(order.taxTotalCents ? [['Tax', order.taxTotalCents] as [string, number]] : []),
    ['Total', order.grandTotalCents],
    ...(order.giftCardCents ? [['Paid by gift card', -order.giftCardCents] as [string, number], ['Paid by other method', order.grandTotalCents - order.giftCardCents] as [string, number]] : []),
  ];
  const address = order.shippingAddress ? addressLines(order.shippingAddress) : [];
  const instructions = awaiting ? order.payment.instructions : null;
  const deadline = awaiting && typeof order.payment.expiresAt === 'number' ? deadlineText(order.payment.expiresAt, site.timeZone ?? 'UTC') : null;
  const payBy = deadline ? `Please pay by ${deadline}, using ${order.number} as the payment reference; after that the order is cancelled.` : null;

  const text = [
    `Thank you for your order at ${site.title}.`,
    '',
    ...(renewal ? [renewal, ''] : []),
    `Order ${order.number}`,
    ...lines.flatMap((l) => [
      `${String(l.quantity)} × ${l.name}: ${l.total}`,
      ...l.personalisation.map((a) => `    ${a.label}: ${a.value}`),
      ...(l.billingText !== null ? [`    Subscription: ${l.billingText}`] : []),
    ]),
    '',
    ...totals.map(([label, cents]) => `${label}: ${money(cents)}`),
    ...(address.length ? ['', 'Shipping to:', ...address] : []),
    ...(instructions ? ['', 'How to pay:', instructions] : []),
    ...(payBy ? [payBy] : []),
    ...(cancelNote ? ['', cancelNote] : []),
    '',
    `Your order: ${link}`,
    '',
  ].join('\n');

  const answers = (l: (typeof lines)[number]) =>
    l.personalisation.map((a) => `<br><span style="color: #555">${escapeHtml(a.label)}: <strong>${escapeHtml(a.value)}</strong></span>`).join('');
  const billing = (l: (typeof lines)[number]) => (l.billingText !== null ? `<br><span>Subscription: <strong>${escapeHtml(l.billingText)}</strong></span>` : '');
  const rows = lines.map((l) => `<tr><td>${String(l.quantity)} × ${escapeHtml(l.name)}${answers(l)}${billing(l)}</td><td style="text-align: right">${escapeHtml(l.total)}</td></tr>`).join('');
  const totalRows = totals.map(([label, cents]) => `<tr><th style="text-align: left">${escapeHtml(label)}</th><td style="text-align: right">${escapeHtml(money(cents))}</td></tr>`).join('');
  const html = emailHtml(
    site.title,
    `<h1 style="font-size: 20px">${escapeHtml(subject)}</h1>
<p>Thank you for your order.</p>
${renewal ? `<p>${escapeHtml(renewal)}</p>` : ''}
<table style="border-collapse: collapse; min-width: 320px">${rows}${totalRows}</table>
${address.length ? `<h2 style="font-size: 16px">Shipping to</h2><p>${address.map(escapeHtml).join('<br>')}</p>` : ''}
${instructions ? `<h2 style="font-size: 16px">How to pay</h2><p>${escapeHtml(instructions)}</p>` : ''}
${payBy ? `<p><strong>${escapeHtml(payBy)}</strong></p>` : ''}
${cancelNote ? `<p>${escapeHtml(cancelNote)}</p>` : ''}
<p><a href="${escapeHtml(link)}">See your order</a></p>`,
  );
  return { subject, text, html };
}
