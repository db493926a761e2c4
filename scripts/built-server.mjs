// The built site (dist-site/) started as a separate process on loopback and a fresh SQLite file
// in a temporary folder (or on `databaseUrl`): for `npm run bench:server` and `npm run size`.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

export async function startBuiltServer(env = {}, { databaseUrl } = {}) {
  const port = await new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const p = probe.address().port;
      probe.close(() => resolve(p));
    });
  });
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-built-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(root, 'dist-site', 'server', 'entry.mjs')], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', ...env, HOST: '127.0.0.1', PORT: String(port), DATABASE_URL: databaseUrl ?? `sqlite:${join(dataDir, 'store.db')}` },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/site.css`)).ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      stop();
      throw new Error('the built server did not start (is the site built? node site/scripts/build-site.mjs)');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { baseUrl, stop, pid: child.pid };
}
