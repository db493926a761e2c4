// GET /downloads/{token}: a digital product's file by its signed link (site/features/digital-goods/):
// the file as an attachment, counted against the link; a link past its time or its downloads is
// answered 410, a link that is not one 404, and 503 while the server has no signing secret, each
// with a short page saying so. Never cached, never indexed.
import type { APIRoute } from 'astro';
import { escapeHtml } from '../../mail/messages/html.js';
import { apiStore } from '../../server/store.js';
import { readDigitalFile } from '../../features/digital-goods/digital-files.js';
import { DOWNLOAD_MESSAGES, takeDownload } from '../../features/digital-goods/download-links.js';

export const prerender = false;

const PRIVATE = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex', 'referrer-policy': 'no-referrer' };

function refusal(status: number, message: string): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Download</title></head><body><main><h1>Download not available</h1><p class="download-refusal">${escapeHtml(message)}</p><p><a href="/">Back to the shop</a></p></main></body></html>`;
  return new Response(html, { status, headers: { 'content-type': 'text/html; charset=utf-8', ...PRIVATE } });
}

export const GET: APIRoute = async (context) => {
  const store = await apiStore();
  const outcome = await takeDownload(store, context.params['token'] ?? '');
  if (!outcome.ok) return refusal(outcome.status, outcome.message);
  const found = await readDigitalFile(store, outcome.fileId).catch(() => undefined);
  if (!found) return refusal(404, DOWNLOAD_MESSAGES.unknown);
  const ascii = found.file.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return new Response(new Uint8Array(found.bytes), {
    status: 200,
    headers: {
      'content-type': found.file.contentType,
      'content-length': String(found.bytes.length),
      'content-disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(found.file.fileName)}`,
      'x-content-type-options': 'nosniff',
      ...PRIVATE,
    },
  });
};
