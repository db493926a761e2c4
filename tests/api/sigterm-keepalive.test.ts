// Issue 20, finding 6: SIGTERM under load reset requests already sent on kept-alive connections
// (22 of 40 got ECONNRESET) instead of answering them with `Connection: close`. Against the built
// server, with keep-alive connections (node:http Agent keepAlive): 40 carry a whole GET written to
// the socket when the signal is sent, 10 a cart add whose body is finished only after the server
// logged the signal, a raw connection two pipelined requests, one connection is idle. Every
// request gets its complete answer (those still in flight at the signal with `Connection: close`),
// no connection is reset, and the process exits 0 within the bound.
import { Agent, request, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureSiteBuilt } from './helpers/built-site.js';
import { startServer, type ServerProcess } from './helpers/server-process.js';
import { tempDatabase, type TempDatabase } from './helpers/temp-db.js';

const CONNECTIONS = 40;
const ADDS = 10;
const SHUTDOWN_TIMEOUT_MS = 6000;
const PATHS = ['/healthz', '/api/commerce/shopping-cart', '/shop', '/'];

let db: TempDatabase;
let server: ServerProcess;

beforeAll(async () => {
  await ensureSiteBuilt();
  db = await tempDatabase();
  server = await startServer(db.url, { SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS), RATE_LIMIT_WRITES: '1000' });
}, 180_000);

afterAll(async () => {
  await server.stop();
  await db.dispose();
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A GET on the agent; `sent` resolves once the request is written to its (reused) socket. */
function get(agent: Agent, path: string): { sent: Promise<void>; answer: Promise<Answer> } {
  let markSent: () => void = () => undefined;
  const sent = new Promise<void>((resolve) => (markSent = resolve));
  const answer = new Promise<Answer>((resolve, reject) => {
    const req = request(`${server.baseUrl}${path}`, { agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      res.on('error', reject);
    });
    req.on('finish', markSent);
    req.on('error', reject);
    req.end();
  });
  return { sent, answer };
}

/** A cart add whose headers and first bytes are written at once (`started`); `finish()` sends the rest. */
function slowAdd(agent: Agent, cookie: string, crumb: string): { started: Promise<void>; finish: () => void; answer: Promise<Answer> } {
  const body = JSON.stringify({ itemId: 'prod-candle', sku: 'CAN-1', quantity: 1 });
  const req = request(`${server.baseUrl}/api/commerce/shopping-cart/entries`, {
    method: 'POST',
    agent,
    headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), cookie, 'x-csrf-token': crumb, origin: server.baseUrl },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
  });
  const started = new Promise<void>((resolve) => req.write(body.slice(0, 10), () => resolve()));
  return { started, finish: () => req.end(body.slice(10)), answer };
}

/** Two requests in one write on a raw connection; resolves with everything the server sent until it closed. */
function pipelined(): { sent: Promise<void>; received: Promise<string> } {
  const socket = connect(Number(new URL(server.baseUrl).port), '127.0.0.1');
  const host = new URL(server.baseUrl).host;
  const sent = new Promise<void>((resolve) => {
    socket.once('connect', () => socket.write(`GET /healthz HTTP/1.1\r\nHost: ${host}\r\n\r\nGET /api/commerce/shopping-cart HTTP/1.1\r\nHost: ${host}\r\n\r\n`, () => resolve()));
  });
  const received = new Promise<string>((resolve, reject) => {
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
  return { sent, received };
}

describe('SIGTERM answers requests already received', () => {
  it('answers every request sent before the signal (those in flight with Connection: close), resets no connection, and exits in time', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS + ADDS + 1 });
    const resets: unknown[] = [];
    try {
      // Open the kept-alive connections (and one more, left idle through the shutdown).
      const warm = await Promise.all(Array.from({ length: CONNECTIONS + ADDS + 1 }, (_, i) => get(agent, PATHS[i % PATHS.length] ?? '/').answer));
      expect(warm.every((w) => w.status === 200)).toBe(true);
      const idle = Object.values(agent.freeSockets).flat();
      expect(idle.length).toBe(CONNECTIONS + ADDS + 1);
      for (const socket of idle) socket?.on('error', (error) => resets.push(error));
      const arrival = await fetch(`${server.baseUrl}/api/commerce/shopping-cart`);
      const cookies = arrival.headers.getSetCookie().map((line) => line.slice(0, line.indexOf(';')));
      const crumb = cookies.find((c) => c.startsWith('crumb='))?.slice('crumb='.length) ?? '';

      const adds = Array.from({ length: ADDS }, () => slowAdd(agent, cookies.join('; '), crumb));
      await Promise.all(adds.map((a) => a.started));
      const calls = Array.from({ length: CONNECTIONS }, (_, i) => get(agent, PATHS[i % PATHS.length] ?? '/'));
      const raw = pipelined();
      await Promise.all([...calls.map((c) => c.sent), raw.sent]);
      const signalled = Date.now();
      const exit = server.signal('SIGTERM');

      const answers = await Promise.allSettled(calls.map((c) => c.answer));
      expect(answers.filter((a) => a.status === 'rejected')).toEqual([]);
      for (const a of answers) {
        if (a.status !== 'fulfilled') continue;
        expect(a.value.status).toBe(200);
        if (a.value.headers['content-length'] !== undefined) expect(Buffer.byteLength(a.value.body)).toBe(Number(a.value.headers['content-length']));
      }
      const text = await raw.received;
      expect(text.match(/HTTP\/1\.1 \d{3} [^\r]*/g)).toEqual(['HTTP/1.1 200 OK', 'HTTP/1.1 200 OK']);

      // The adds were in flight when the server logged the signal: each is answered, and says close.
      await expect.poll(() => server.output()).toContain('shutting down');
      for (const add of adds) add.finish();
      for (const added of await Promise.all(adds.map((a) => a.answer))) {
        expect(added.status).toBe(200);
        expect(added.headers['connection']).toBe('close');
        expect(JSON.parse(added.body)).toMatchObject({ newlyAdded: { itemId: 'prod-candle' } });
      }

      expect(await exit).toBe(0);
      expect(Date.now() - signalled).toBeLessThan(SHUTDOWN_TIMEOUT_MS);
      expect(resets).toEqual([]);
      expect(server.output()).toContain('"msg":"stopped"');
      // Nothing had to be cut: every connection ended by itself.
      expect(server.output()).not.toContain('at the shutdown bound');
    } finally {
      agent.destroy();
    }
  }, 60_000);
});
