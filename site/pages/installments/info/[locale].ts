// GET /installments/info/{locale} → the static installment-info page of a supported country and
// language pair (en-US, en-CA, fr-CA, en-AU, en-NZ, en-GB; domain/commerce/installments/info-pages.ts),
// 404 for any other. The info popup fetches it (unless INSTALLMENT_INFO_URL points elsewhere).
import type { APIRoute } from 'astro';
import { installmentInfoPage } from '../../../../domain/commerce/installments/info-pages.js';
import { escapeHtml } from '../../../pipeline/html.js';

export const prerender = false;

export const GET: APIRoute = ({ params }) => {
  const page = installmentInfoPage(params['locale'] ?? '');
  if (page === undefined) {
    return new Response('No installment information for this locale.', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  }
  const body = [
    `<!doctype html><html lang="${escapeHtml(page.lang)}"><head><meta charset="utf-8"><title>${escapeHtml(page.title)}</title></head>`,
    `<body><main class="installment-info"><h1>${escapeHtml(page.title)}</h1>`,
    ...page.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    '</main></body></html>',
  ].join('');
  return new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=86400' } });
};
