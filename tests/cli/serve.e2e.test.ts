/**
 * `templatec serve SITE_DIR`: a site folder served for authoring by the built site (the command
 * needs `npm run build` and the built site), with the live reload endpoint on; a folder that is
 * not a site folder is refused.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureSiteBuilt } from '../api/helpers/built-site.js';
import { freePort } from '../api/helpers/server-process.js';

const CLI = fileURLToPath(new URL('../../dist/bin/templatec.js', import.meta.url));
let child: ChildProcess | undefined;
let base = '';

beforeAll(async () => {
  await ensureSiteBuilt();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, [CLI, 'serve', 'sites/quiet-pages', '--port', String(port)], { stdio: 'ignore' });
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('templatec serve did not answer');
    await new Promise((r) => setTimeout(r, 200));
  }
}, 180_000);

afterAll(() => {
  child?.kill('SIGTERM');
});

describe('templatec serve', () => {
  it('serves the folder with live reload on', async () => {
    expect(await (await fetch(`${base}/journal/low-tide-at-six`)).text()).toContain('Low tide at six');
    const reload = await fetch(`${base}/sf-dev/reload`);
    expect(reload.headers.get('content-type')).toMatch(/^text\/event-stream(;\s*charset=utf-8)?$/);
    await reload.body?.cancel();
  });

  it('refuses a folder that is not a site folder', () => {
    const run = spawnSync(process.execPath, [CLI, 'serve', 'docs'], { encoding: 'utf8' });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('not a site folder (no template.conf)');
  });
});
