import { z } from 'zod';
import type { OutgoingMail } from '../transport.js';
import { emailHtml, escapeHtml } from './html.js';
import type { SiteInfo } from './site-info.js';

/** The payload `issueDownloadLinks` (site/features/digital-goods/download-links.ts) queues. */
const payloadSchema = z.object({
  number: z.string(),
  token: z.array(z.object({ fileName: z.string(), path: z.string().startsWith('/downloads/') })).min(1),
  expiresAt: z.number(),
  limit: z.number().int(),
});

/** "Your downloads for order #1001": one link per file, how long and how often each works. */
export function orderDownloadsMail(_recipient: string, payload: unknown, site: SiteInfo): Omit<OutgoingMail, 'to'> | undefined {
  const parsed = payloadSchema.safeParse(payload);
  if (!parsed.success) return undefined;
  const { number, token: links, expiresAt, limit } = parsed.data;
  const until = new Date(expiresAt).toUTCString();
  const subject = `Your downloads for order ${number}`;
  const rule = `Each link works ${String(limit)} ${limit === 1 ? 'time' : 'times'}, until ${until}.`;
  const text = [
    `Thank you for your order ${number} at ${site.title}. Your files:`,
    '',
    ...links.flatMap((l) => [`${l.fileName}: ${site.origin}${l.path}`]),
    '',
    rule,
    '',
  ].join('\n');
  const html = emailHtml(
    site.title,
    `<h1 style="font-size: 20px">${escapeHtml(subject)}</h1>
<p>Thank you for your order ${escapeHtml(number)}. Your files:</p>
<ul>${links.map((l) => `<li><a href="${escapeHtml(`${site.origin}${l.path}`)}">${escapeHtml(l.fileName)}</a></li>`).join('')}</ul>
<p>${escapeHtml(rule)}</p>`,
  );
  return { subject, text, html };
}
