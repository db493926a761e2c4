/**
 * Where the served site folder and the built-in system templates are on disk. The server reads
 * them at run time (never bundled): `SITE_DIR` names the folder (relative to the working
 * directory or absolute), else the demo store `sites/fern-and-finch` of the project.
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const DEFAULT_SITE = join('sites', 'fern-and-finch');

/** The project's root: the nearest folder above this module holding `templates/system`. */
export function projectRoot(): string {
  const override = process.env['SITE_ROOT'];
  if (override) return resolve(override);
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, 'templates', 'system'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

export function siteDirectory(): string {
  const given = process.env['SITE_DIR'];
  return given ? resolve(given) : join(projectRoot(), DEFAULT_SITE);
}

export function systemTemplatesDirectory(): string {
  return join(projectRoot(), 'templates', 'system');
}

/** Development mode: templates reload on change, errors show as an overlay, pages reload live. */
export function isDevMode(): boolean {
  return process.env['SITE_DEV'] === '1';
}
