import type { OutgoingMail } from '../transport.js';
import { emailHtml, escapeHtml } from './html.js';
import type { SiteInfo } from './site-info.js';

/** The payload `sendRestockNotifications` stores with each message. */
interface RestockPayload {
  productName: string;
  /** The variant's options ("Size: Large, Colour: Rust"); empty for a product without options. */
  variantName: string;
  urlId: string;
  /** The product page's path (older messages have only `urlId`). */
  fullUrl?: string;
}

function restockPayload(payload: unknown): RestockPayload | undefined {
  if (payload === null || typeof payload !== 'object') return undefined;
  const { productName, variantName, urlId, fullUrl } = payload as Record<string, unknown>;
  if (typeof productName !== 'string' || typeof urlId !== 'string') return undefined;
  const named = { productName, variantName: typeof variantName === 'string' ? variantName : '', urlId };
  return typeof fullUrl === 'string' && fullUrl.startsWith('/') && !fullUrl.startsWith('//') ? { ...named, fullUrl } : named;
}

/** "<Product> — <options> is back in stock" (the variant signed up for), with the link to the product's page. */
export function restockMail(recipient: string, payload: unknown, site: SiteInfo): Omit<OutgoingMail, 'to'> | undefined {
  const data = restockPayload(payload);
  if (!data) return undefined;
  const link = `${site.origin}${data.fullUrl ?? `/p/${encodeURIComponent(data.urlId)}`}`;
  const item = data.variantName === '' ? data.productName : `${data.productName} — ${data.variantName}`;
  const subject = `${item} is back in stock`;
  return {
    subject,
    text: `Good news: ${item} is back in stock at ${site.title}.\n\nBuy it here: ${link}\n\nYou asked us to tell you (${recipient}). We will not write again about this item.\n`,
    html: emailHtml(
      site.title,
      `<h1 style="font-size: 20px">${escapeHtml(subject)}</h1>
<p>Good news: ${escapeHtml(item)} is back in stock.</p>
<p><a href="${escapeHtml(link)}">Buy it here</a></p>
<p style="color: #595959">You asked us to tell you (${escapeHtml(recipient)}). We will not write again about this item.</p>`,
    ),
  };
}
