#!/usr/bin/env node
// Draws the site folder's SVG artwork as raster originals (site/media/artwork-rasters.ts): bundled
// with esbuild into dist-site/tools/ (sharp stays in node_modules), then run for the folder given
// as the argument, else SITE_DIR, else sites/fern-and-finch. Drawings already made are kept.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('../..', import.meta.url));
const outfile = `${root}dist-site/tools/artwork-rasters.mjs`;
mkdirSync(`${root}dist-site/tools`, { recursive: true });
await build({
  absWorkingDir: root,
  entryPoints: ['site/media/artwork-rasters.ts'],
  outfile,
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
});
const { ensureArtworkRasters } = await import(pathToFileURL(outfile).href);
const siteDir = resolve(root, process.argv[2] || process.env.SITE_DIR || 'sites/fern-and-finch');
try {
  const { made, kept } = await ensureArtworkRasters(siteDir);
  console.log(`[artwork] ${made.length} raster${made.length === 1 ? '' : 's'} made, ${kept.length} up to date (${siteDir})`);
} catch (error) {
  console.error(`[artwork] ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
