import { readFileSync } from 'node:fs';

/** Set by the bundler (scripts/bundle-cli.mjs) from package.json. */
declare const TEMPLATEC_VERSION: string | undefined;

/** The package's version: built into the bundle, else read from package.json beside dist/. */
export function version(): string {
  if (typeof TEMPLATEC_VERSION === 'string') return TEMPLATEC_VERSION;
  const pkg: unknown = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
  const found = typeof pkg === 'object' && pkg !== null && 'version' in pkg ? pkg.version : undefined;
  return typeof found === 'string' ? found : 'unknown';
}
