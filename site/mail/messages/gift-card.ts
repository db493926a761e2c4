import { minorUnitsText } from '../../../domain/money/cart-money.js';
import { z } from 'zod';
import type { OutgoingMail } from '../transport.js';
import { emailHtml, escapeHtml } from './html.js';
import type { SiteInfo } from './site-info.js';

/** The part of `GiftCardMailPayload` (site/features/gift-cards/issue-gift-cards.ts) the message shows. */
const payloadSchema = z.object({
  token: z.string().min(1),
  amountCents: z.number().int(),
  currencyCode: z.string().regex(/^[A-Z]{3}$/),
  recipientName: z.string().nullable(),
  message: z.string().nullable(),
  fromEmail: z.string().nullable(),
});

/** "Your $25.00 gift card for <site>": the code, the buyer's message, where to spend it. */
export function giftCardMail(_recipient: string, payload: unknown, site: SiteInfo): Omit<OutgoingMail, 'to'> | undefined {
  const parsed = payloadSchema.safeParse(payload);
  if (!parsed.success) return undefined;
  const card = parsed.data;
  const amount = minorUnitsText(card.amountCents, card.currencyCode);
  const subject = `Your ${amount} gift card for ${site.title}`;
  const link = `${site.origin}/shop`;
  const greeting = card.recipientName ? `Hello ${card.recipientName},` : 'Hello,';
  const from = card.fromEmail ? `${card.fromEmail} sent you` : 'You have received';
  const text = [
    greeting,
    '',
    `${from} a ${amount} gift card for ${site.title}.`,
    ...(card.message ? ['', 'Their message:', card.message] : []),
    '',
    `Your gift card code: ${card.token}`,
    '',
    'Enter the code at checkout. What you do not spend stays on the card for next time.',
    `Shop: ${link}`,
    '',
  ].join('\n');
  const html = emailHtml(
    site.title,
    `<h1 style="font-size: 20px">${escapeHtml(subject)}</h1>
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(`${from} a ${amount} gift card for ${site.title}.`)}</p>
${card.message ? `<blockquote style="border-left: 3px solid #ccc; margin: 0; padding-left: 12px">${escapeHtml(card.message)}</blockquote>` : ''}
<p>Your gift card code:</p>
<p style="font-size: 22px; font-weight: 700; letter-spacing: 2px">${escapeHtml(card.token)}</p>
<p>Enter the code at checkout. What you do not spend stays on the card for next time.</p>
<p><a href="${escapeHtml(link)}">Visit the shop</a></p>`,
  );
  return { subject, text, html };
}
