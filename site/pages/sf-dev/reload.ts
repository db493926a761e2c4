import type { APIRoute } from 'astro';
import { onSiteChange, siteRuntime, siteVersion } from '../../pipeline/site-runtime.js';
import { isDevMode } from '../../pipeline/site-location.js';

/**
 * Live reload (development mode only): a server-sent event `change` with the folder's version on
 * connecting and each time the site folder changes. Pages open it from their footers; elsewhere it answers 404.
 */
export const GET: APIRoute = async ({ request }) => {
  if (!isDevMode()) return new Response('Not found', { status: 404 });
  await siteRuntime(); // starts watching
  const encoder = new TextEncoder();
  let stop = (): void => {};
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      // A client gone (the page reloaded) closes the stream; nothing may be written after that.
      const send = (text: string): void => {
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          stop();
        }
      };
      const change = (version: number): void => send(`event: change\ndata: ${version}\n\n`);
      send(': live reload\n\n');
      const off = onSiteChange(change);
      change(siteVersion());
      const ping = setInterval(() => send(': ping\n\n'), 15_000);
      stop = () => {
        off();
        clearInterval(ping);
      };
      request.signal.addEventListener('abort', () => {
        stop();
        try {
          controller.close();
        } catch {
          // already closed or cancelled
        }
      });
    },
    cancel() {
      stop();
    },
  });
  return new Response(stream, { headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-store' } });
};
