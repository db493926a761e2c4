// A fake captcha verifier on 127.0.0.1: answers each siteverify POST as the test says, and keeps
// the form bodies it was sent. `close()` then leaves the port refusing connections.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeAnswer = { status?: number; json?: unknown; hang?: boolean };

export interface FakeSiteverify {
  readonly url: string;
  readonly received: URLSearchParams[];
  answer(next: (params: URLSearchParams) => FakeAnswer): void;
  close(): Promise<void>;
}

export async function fakeSiteverify(): Promise<FakeSiteverify> {
  let respond: (params: URLSearchParams) => FakeAnswer = () => ({ json: { success: false, 'error-codes': ['not-told'] } });
  const received: URLSearchParams[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const params = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      received.push(params);
      const answer = respond(params);
      if (answer.hang) return;
      res.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.json ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/siteverify`,
    received,
    answer(next) {
      respond = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
