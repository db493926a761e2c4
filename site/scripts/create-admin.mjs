#!/usr/bin/env node
// Runs site/scripts/create-admin.ts (see there): bundled with esbuild into dist-site/tools/ (the
// packages stay in node_modules), then started with this command's arguments.
import { mkdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('../..', import.meta.url));
const outfile = `${root}dist-site/tools/create-admin.mjs`;
mkdirSync(`${root}dist-site/tools`, { recursive: true });
await build({
  absWorkingDir: root,
  entryPoints: ['site/scripts/create-admin.ts'],
  outfile,
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
});
const { main } = await import(pathToFileURL(outfile).href);
process.exitCode = await main(process.argv.slice(2));
