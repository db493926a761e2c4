import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServeArgs } from '../args.js';
import type { Output } from '../output.js';

/** The project holding this command's build (dist/bin/ or dist/cli/ below it) and the built site. */
function projectRoot(): string | undefined {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 4; i += 1) {
    if (existsSync(join(dir, 'dist-site', 'server', 'entry.mjs'))) return dir;
    dir = dirname(dir);
  }
  return undefined;
}

/**
 * Serves a site folder in development mode: the built site's server with `SITE_DIR` set to the
 * folder and `SITE_DEV=1` (live reload, error overlay), on a fresh database seeded from the
 * folder's `content/`. Runs until interrupted; answers the server's exit status.
 */
export function serveCommand(args: ServeArgs, out: Output): number {
  const site = resolve(args.site);
  if (!existsSync(join(site, 'template.conf'))) {
    out.error(`templatec: ${args.site} is not a site folder (no template.conf)`);
    return 2;
  }
  const root = projectRoot();
  if (root === undefined) {
    out.error('templatec: the site is not built here: run npm run build && node site/scripts/build-site.mjs');
    return 2;
  }
  const data = mkdtempSync(join(tmpdir(), 'templatec-serve-'));
  const child = spawn(process.execPath, [join(root, 'dist-site', 'server', 'entry.mjs')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', SITE_DIR: site, SITE_DEV: '1', HOST: '127.0.0.1', PORT: String(args.port), DATABASE_URL: `sqlite:${join(data, 'site.db')}` },
  });
  out.line(`templatec: serving ${args.site} at http://127.0.0.1:${args.port} (pages reload as you save)`);
  const stop = (): void => {
    child.kill('SIGTERM');
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  child.once('exit', (code) => {
    process.exitCode = code ?? 0;
  });
  return 0;
}
