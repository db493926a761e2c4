// Builds packages/jsont: the engine with its formatters, predicates, templates and domain rules,
// bundled by esbuild into one ES module for Node and one for browsers (their few libraries
// included, so the package has no dependencies), and its type declarations by tsc.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const pkg = `${root}packages/jsont/`;
rmSync(`${pkg}dist`, { recursive: true, force: true });

const common = {
  absWorkingDir: root,
  entryPoints: ['library/index.ts'],
  bundle: true,
  format: 'esm',
  minify: true,
  sourcemap: 'linked',
  legalComments: 'eof',
  logLevel: 'warning',
};
await build({ ...common, platform: 'node', target: 'node20', outfile: `${pkg}dist/node.js` });
await build({ ...common, platform: 'browser', target: 'es2022', outfile: `${pkg}dist/browser.js` });

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
execFileSync(process.execPath, [tsc, '-p', `${pkg}tsconfig.json`], { stdio: 'inherit' });
