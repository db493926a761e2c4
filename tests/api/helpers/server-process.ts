// The built server (dist-site/server/entry.mjs: the project's HTTP server, site/http/) as a
// separate process on a SQLite file.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './built-site.js';

export interface ServerProcess {
  readonly baseUrl: string;
  readonly output: () => string;
  /** Sends a signal (SIGTERM: the graceful shutdown) and resolves with the exit code once the process ended. */
  signal(name: NodeJS.Signals): Promise<number | null>;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** When the server counts as started (default: the cart call answers 200, which opens and seeds the store). */
  ready?: (baseUrl: string) => Promise<boolean>;
  /** The port to listen on (default: a free one), for settings that must name it before start (`SITE_URL`). */
  port?: number;
}

const cartAnswers = async (baseUrl: string): Promise<boolean> => (await fetch(`${baseUrl}/api/commerce/shopping-cart`)).status === 200;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the server on `databaseUrl` and a free port; resolves once it answers. The captcha
 * check is off unless `env` turns it on (`CAPTCHA_VERIFY: 'local'`, as the browser tests of the
 * forms do): the API tests send no solved challenge. The content state is read on every request
 * (`CONTENT_STATE_TTL_MS=0`) unless `env` sets it: tests write the database directly and then
 * read a page. Site images are not resized ahead in the background (`MEDIA_WARM=0`: a whole
 * run starts many servers) unless `env` asks for it. Every test shopper comes from 127.0.0.1
 * and most share one email, so the caps on unpaid orders are out of the way
 * (`UNPAID_ORDERS_PER_*=1000`) unless `env` sets them (tests/api/unpaid-order-caps.test.ts).
 */
/**
 * How long a server may take to answer after it is spawned: 8–9 s on two cores at a load average
 * of 16, so 20 s left little room on a busier CI run; the hooks that start servers allow 180 s.
 */
const START_DEADLINE_MS = 90_000;

const UNPAID_CAPS_OFF = { UNPAID_ORDERS_PER_VISITOR: '1000', UNPAID_ORDERS_PER_ADDRESS: '1000', UNPAID_ORDERS_PER_EMAIL: '1000' };

export async function startServer(databaseUrl: string, env: Record<string, string> = {}, options: StartOptions = {}): Promise<ServerProcess> {
  const ready = options.ready ?? cartAnswers;
  const port = options.port ?? (await freePort());
  // Messages without SMTP are written here (never into the checkout), removed at stop.
  const mailDir = join(tmpdir(), `storefront-mail-${String(port)}`);
  const child: ChildProcess = spawn(process.execPath, [join(root, 'dist-site', 'server', 'entry.mjs')], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', CAPTCHA_VERIFY: 'off', CONTENT_STATE_TTL_MS: '0', MEDIA_WARM: '0', MAIL_DIR: mailDir, ...UNPAID_CAPS_OFF, ...env, HOST: '127.0.0.1', PORT: String(port), DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_DEADLINE_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited at start-up:\n${output}`);
    try {
      if (await ready(baseUrl)) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not answer within ${String(START_DEADLINE_MS / 1000)} s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    baseUrl,
    output: () => output,
    async signal(name) {
      if (child.exitCode === null) child.kill(name);
      return exited;
    },
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(mailDir, { recursive: true, force: true });
    },
  };
}
