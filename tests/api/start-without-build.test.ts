// No build to switch: HOST, PORT and SITE_DIR are read by the built server at start-up. After a
// build, `node site/scripts/build-site.mjs` (what `npm start` runs before the server) on another
// port or host skips the Astro build, leaves dist-site/ as it is, and the server starts there on
// another site folder.
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { allowedDomainsAt } from '../../site/http/allowed-domains.js';
import { ensureSiteBuilt, root } from './helpers/built-site.js';
import { freePort, startServer, type ServerProcess } from './helpers/server-process.js';
import { tempDatabase, type TempDatabase } from './helpers/temp-db.js';

let server: ServerProcess | undefined;
let db: TempDatabase | undefined;
afterAll(async () => {
  await server?.stop();
  await db?.dispose();
});

function buildSite(env: Record<string, string>): string {
  return execFileSync(process.execPath, [join(root, 'site', 'scripts', 'build-site.mjs')], { cwd: root, env: { ...process.env, ...env }, encoding: 'utf8', timeout: 60_000 });
}

describe('starting on another port, host or site', () => {
  it('skips the Astro build and leaves dist-site/ as it is', async () => {
    await ensureSiteBuilt();
    const entry = join(root, 'dist-site', 'server', 'entry.mjs');
    const before = statSync(entry).mtimeMs;
    const starts: Record<string, string>[] = [{ PORT: '4999' }, { HOST: '0.0.0.0', PORT: '8080' }, { SITE_DIR: resolve('sites/quiet-pages') }];
    for (const env of starts) {
      const printed = buildSite(env);
      expect(printed).toContain('[build-site] dist-site/ is up to date; skipping astro build (HOST, PORT and SITE_DIR are read at start-up)');
      expect(printed).not.toMatch(/\[build-site\] astro build \(/);
    }
    expect(statSync(entry).mtimeMs).toBe(before);
  }, 180_000);

  it('serves another site on another port from the same build', async () => {
    db = await tempDatabase();
    const port = await freePort();
    server = await startServer(db.url, { SITE_DIR: resolve('sites/quiet-pages') }, { port, ready: async (base) => (await fetch(`${base}/healthz`)).status === 200 });
    expect(server.baseUrl).toBe(`http://127.0.0.1:${port}`);
    const home = await fetch(`${server.baseUrl}/journal`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('Low tide at six');
  }, 60_000);

  it('lets Astro trust the host it was started on, besides the built ones', () => {
    const built = [{ protocol: 'http', hostname: '127.0.0.1' }, { protocol: 'http', hostname: 'localhost' }];
    expect(allowedDomainsAt(built, 'shop.internal')).toEqual([...built, { protocol: 'http', hostname: 'shop.internal' }]);
    expect(allowedDomainsAt(built, '::1')).toEqual([...built, { protocol: 'http', hostname: '[::1]' }]);
    expect(allowedDomainsAt(built, '0.0.0.0')).toEqual(built);
    expect(allowedDomainsAt(built, 'localhost')).toEqual(built);
    expect(allowedDomainsAt(built, undefined)).toEqual(built);
  });
});
