// A command's TypeScript module bundled with esbuild into dist-site/tools/<name>.mjs (the
// packages stay in node_modules), then imported: how the site's commands run their own code.
import { mkdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

export const root = fileURLToPath(new URL('../..', import.meta.url));

/** Bundles `entry` (relative to the repository) and returns its module. */
export async function bundleTool(entry, name) {
  const outfile = `${root}dist-site/tools/${name}.mjs`;
  mkdirSync(`${root}dist-site/tools`, { recursive: true });
  await build({
    absWorkingDir: root,
    entryPoints: [entry],
    outfile,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
  });
  return import(pathToFileURL(outfile).href);
}
