#!/usr/bin/env node
// Draws the site folder's SVG artwork as raster originals (site/media/artwork-rasters.ts, bundled by
// bundle-tool.mjs; sharp stays in node_modules), run for the folder given
// as the argument, else SITE_DIR, else sites/fern-and-finch. Drawings already made are kept.
import { resolve } from 'node:path';
import { bundleTool, root } from './bundle-tool.mjs';

const { ensureArtworkRasters } = await bundleTool('site/media/artwork-rasters.ts', 'artwork-rasters');
const siteDir = resolve(root, process.argv[2] || process.env.SITE_DIR || 'sites/fern-and-finch');
try {
  const { made, kept } = await ensureArtworkRasters(siteDir);
  console.log(`[artwork] ${made.length} raster${made.length === 1 ? '' : 's'} made, ${kept.length} up to date (${siteDir})`);
} catch (error) {
  console.error(`[artwork] ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
