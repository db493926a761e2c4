import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { chooseCoding, compressible, encode, MIN_COMPRESSED_SIZE, varyWithEncoding, type Coding } from './content-coding.js';
import { codedEtag, noneMatchHits } from './etag.js';
import { withCharset } from './security-headers.js';

/** A whole answer: its headers (`set-cookie` once per cookie) and body. */
export interface Reply {
  readonly status: number;
  readonly headers: readonly (readonly [string, string])[];
  readonly body: Buffer;
  /** The body in a coding made ahead (a static file's, a kept page's gzip), when there is one. */
  readonly coded?: (coding: Coding) => Buffer | undefined;
  /** The codings `coded` or `encode` can give (default brotli and gzip). */
  readonly offered?: readonly Coding[];
}

function outgoing(headers: readonly (readonly [string, string])[]): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = {};
  for (const [rawName, value] of headers) {
    const name = rawName.toLowerCase();
    if (name === 'set-cookie') {
      const lines = out[name];
      out[name] = Array.isArray(lines) ? [...lines, value] : [value];
    } else {
      out[name] = name === 'content-type' ? withCharset(value) : value;
    }
  }
  return out;
}

/**
 * Sends a whole answer: compressed when its type is text and the client accepts brotli or gzip
 * (with `Vary: Accept-Encoding`), its ETag marked with the coding, and a 304 with no body when
 * the client's `If-None-Match` already names it.
 */
export async function sendReply(req: IncomingMessage, res: ServerResponse, reply: Reply): Promise<void> {
  const headers = outgoing(reply.headers);
  const type = headers['content-type'];
  const text = compressible(typeof type === 'string' ? type : undefined);
  const coding = text && reply.body.length >= MIN_COMPRESSED_SIZE ? chooseCoding(req.headers['accept-encoding'], reply.offered) : 'identity';
  if (text) headers['vary'] = varyWithEncoding(typeof headers['vary'] === 'string' ? headers['vary'] : undefined);
  const etag = headers['etag'];
  if (typeof etag === 'string') headers['etag'] = codedEtag(etag, coding);
  delete headers['content-length'];
  delete headers['content-encoding'];
  if (reply.status === 200 && typeof headers['etag'] === 'string' && noneMatchHits(req.headers['if-none-match'], headers['etag'])) {
    delete headers['content-type'];
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const body = coding === 'identity' ? reply.body : (reply.coded?.(coding) ?? (await encode(reply.body, coding)));
  if (coding !== 'identity') headers['content-encoding'] = coding;
  headers['content-length'] = String(body.length);
  res.writeHead(reply.status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

async function readAll(body: ReadableStream<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  const reader = body.getReader();
  for (let step = await reader.read(); !step.done; step = await reader.read()) chunks.push(step.value);
  return Buffer.concat(chunks);
}

function headerList(response: Response): [string, string][] {
  const list: [string, string][] = [];
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') list.push([name, value]);
  });
  for (const line of response.headers.getSetCookie()) list.push(['set-cookie', line]);
  return list;
}

/** Streams a body that is not compressed (a stream of events, images) as it comes. */
async function streamThrough(res: ServerResponse, response: Response, headers: [string, string][]): Promise<void> {
  res.writeHead(response.status, outgoing(headers));
  if (!response.body) {
    res.end();
    return;
  }
  const reader = response.body.getReader();
  res.on('close', () => {
    reader.cancel().catch(() => undefined);
  });
  try {
    for (let step = await reader.read(); !step.done; step = await reader.read()) {
      if (!res.write(step.value)) await new Promise((resolve) => res.once('drain', resolve).once('close', resolve));
    }
    res.end();
  } catch (error) {
    res.destroy(error instanceof Error ? error : undefined);
  }
}

/** Sends the answer Astro made: text read whole and sent with `sendReply`, anything else streamed. */
export async function sendResponse(req: IncomingMessage, res: ServerResponse, response: Response, replace?: (reply: Reply) => Reply): Promise<void> {
  const headers = headerList(response);
  if (!response.body || !compressible(response.headers.get('content-type') ?? undefined)) {
    if (replace && !response.body) {
      await sendReply(req, res, replace({ status: response.status, headers, body: Buffer.alloc(0) }));
      return;
    }
    await streamThrough(res, response, headers);
    return;
  }
  const reply = { status: response.status, headers, body: await readAll(response.body) };
  await sendReply(req, res, replace ? replace(reply) : reply);
}
