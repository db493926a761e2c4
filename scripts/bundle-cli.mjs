// Bundles templatec into dist/bin/templatec.js and a few chunks, so that it starts without resolving
// and compiling hundreds of modules: the command line's start-up is most of a `check`.
import { readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const { version } = JSON.parse(readFileSync(`${root}package.json`, 'utf8'));

rmSync(`${root}dist/bin/chunks`, { recursive: true, force: true });

await build({
  absWorkingDir: root,
  entryPoints: ['cli/templatec.ts'],
  outdir: 'dist/bin',
  // Each command is its own chunk, loaded when it runs (see cli/templatec.ts).
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  minify: true,
  sourcemap: 'linked',
  define: { TEMPLATEC_VERSION: JSON.stringify(version) },
  logLevel: 'warning',
});
