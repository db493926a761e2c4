// Issue 20, finding 6: SIGTERM under load reset requests already sent on kept-alive connections
// (22 of 40 got ECONNRESET) instead of answering them with `Connection: close`. Against the built
// server: keep-alive connections (node:http Agent keepAlive) each carry a request written to the
// socket when the signal is sent, a raw connection has two pipelined requests in its buffer, one
// kept-alive connection is idle; every request gets its complete answer, each connection's last
// with `Connection: close`, no connection is reset, and the process exits 0 within the bound.
import { Agent, request, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureSiteBuilt } from './helpers/built-site.js';
import { startServer, type ServerProcess } from './helpers/server-process.js';
import { tempDatabase, type TempDatabase } from './helpers/temp-db.js';

const CONNECTIONS = 40;
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
  it('answers every request sent before the signal, each connection\'s last with Connection: close, and exits in time', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS + 1 });
    const resets: unknown[] = [];
    try {
      // Open the kept-alive connections (and one more, left idle through the shutdown).
      const warm = await Promise.all(Array.from({ length: CONNECTIONS + 1 }, (_, i) => get(agent, PATHS[i % PATHS.length] ?? '/').answer));
      expect(warm.every((w) => w.status === 200)).toBe(true);
      const idle = Object.values(agent.freeSockets).flat();
      expect(idle.length).toBe(CONNECTIONS + 1);
      for (const socket of idle) socket?.on('error', (error) => resets.push(error));

      const calls = Array.from({ length: CONNECTIONS }, (_, i) => get(agent, PATHS[i % PATHS.length] ?? '/'));
      const raw = pipelined();
      await Promise.all([...calls.map((c) => c.sent), raw.sent]);
      const signalled = Date.now();
      const exit = server.signal('SIGTERM');

      const answers = await Promise.allSettled(calls.map((c) => c.answer));
      const failed = answers.filter((a) => a.status === 'rejected');
      expect(failed).toEqual([]);
      for (const a of answers) {
        if (a.status !== 'fulfilled') continue;
        expect(a.value.status).toBe(200);
        expect(a.value.headers['connection']).toBe('close');
        expect(Number(a.value.headers['content-length'] ?? a.value.body.length)).toBeGreaterThan(0);
      }
      const text = await raw.received;
      const heads = text.split('\r\n').filter((line) => line.startsWith('HTTP/1.1 '));
      expect(heads).toEqual(['HTTP/1.1 200 OK', 'HTTP/1.1 200 OK']);
      expect(text.slice(text.lastIndexOf('HTTP/1.1 ')).toLowerCase()).toContain('connection: close');

      expect(await exit).toBe(0);
      expect(Date.now() - signalled).toBeLessThan(SHUTDOWN_TIMEOUT_MS);
      expect(resets).toEqual([]);
      expect(server.output()).toContain('"msg":"stopped"');
    } finally {
      agent.destroy();
    }
  }, 60_000);
});
