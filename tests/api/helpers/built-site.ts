// Builds the site once per test run, whichever API test file asks first: the build runs under a
// lock directory, and `site/scripts/build-site.mjs` skips the build when dist-site/ is up to date.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../../../', import.meta.url));
const lock = join(root, 'node_modules', '.cache', 'api-tests-build.lock');
const STALE_LOCK_MS = 5 * 60_000;

export async function ensureSiteBuilt(): Promise<void> {
  mkdirSync(join(root, 'node_modules', '.cache'), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      const age = Date.now() - (safeMtime(lock) ?? Date.now());
      if (age > STALE_LOCK_MS) rmSync(lock, { recursive: true, force: true });
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  try {
    const env = { ...process.env };
    delete env['HOST'];
    delete env['PORT'];
    execFileSync(process.execPath, [join(root, 'site', 'scripts', 'build-site.mjs')], { cwd: root, env, stdio: 'pipe' });
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

function safeMtime(path: string): number | undefined {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return undefined;
  }
}
