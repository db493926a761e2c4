// Bundles templatec into one file (dist/bin/templatec.js), so that it starts without resolving
// and compiling hundreds of modules: the command line's start-up is most of a `check`.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const { version } = JSON.parse(readFileSync(`${root}package.json`, 'utf8'));

await build({
  absWorkingDir: root,
  entryPoints: ['cli/templatec.ts'],
  outfile: 'dist/bin/templatec.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  minify: true,
  sourcemap: 'linked',
  define: { TEMPLATEC_VERSION: JSON.stringify(version) },
  logLevel: 'warning',
});
